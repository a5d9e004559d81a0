// POST /api/circadian/user/{userId}/date/{date}/eating: a coach logs what a member ate or drank
// (during a call). Sent online only: the coach sees at once whether it was stored.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EatingEventBody } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { circadianKeys } from './get-daily-record';

export function useCoachLogEating(userId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EatingEventBody) => api.post<unknown>(`/api/circadian/user/${userId}/date/${date}/eating`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circadianKeys.all }),
  });
}
