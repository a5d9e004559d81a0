// POST /api/circadian/date/{date}/meal: marks a meal with the member's local HH:MM; the day is fetched again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyRecord, MealLogBody } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const logMeal = (date: string, body: MealLogBody) => api.post<DailyRecord>(`/api/circadian/date/${date}/meal`, body);

export function useLogMeal(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MealLogBody) => logMeal(date, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circadianKeys.all }),
    onError: logCircadianFailure,
  });
}
