// DELETE /api/circadian/date/{date}/eating/{id}: removes one of the member's own eating events; the
// answer is the day record. A delete is not queued offline: it needs the server's id, and the
// member sees at once if it did not go through.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyRecord } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { circadianKeys } from './get-daily-record';

export function useDeleteEating(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<DailyRecord>(`/api/circadian/date/${date}/eating/${id}`),
    onSuccess: async (record) => {
      if (record) queryClient.setQueryData(circadianKeys.day(date), record);
      await queryClient.invalidateQueries({ queryKey: circadianKeys.all });
    },
  });
}
