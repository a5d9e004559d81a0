// POST /api/circadian/date/{date}/sleep with start and end (ISO); the day is fetched again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyRecord, SleepBody } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const logSleep = (date: string, body: SleepBody) => api.post<DailyRecord>(`/api/circadian/date/${date}/sleep`, body);

export function useLogSleep(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SleepBody) => logSleep(date, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circadianKeys.all }),
    onError: logCircadianFailure,
  });
}
