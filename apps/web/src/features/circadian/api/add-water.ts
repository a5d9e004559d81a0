// POST /api/circadian/date/{date}/water with cups 1; the day is fetched again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATER_STEP, type DailyRecord } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const addWater = (date: string) => api.post<DailyRecord>(`/api/circadian/date/${date}/water`, { cups: WATER_STEP });

export function useAddWater(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addWater(date),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circadianKeys.all }),
    onError: logCircadianFailure,
  });
}
