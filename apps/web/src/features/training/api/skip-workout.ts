// POST /api/training/scheduled/:id/skip { reason }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';

export function useSkipWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => api.post(`/api/training/scheduled/${id}/skip`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
