// POST /api/circadian/date/{date}/sleep with start and end (ISO); the day is fetched again after.
// Without a connection it waits on the device (lib/offline-queue) and the day shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyRecord, SleepBody } from '@rhythmfit/contracts';
import { isQueued, sendOrQueue } from '../../../lib/offline-queue';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const logSleep = (date: string, body: SleepBody) =>
  sendOrQueue<DailyRecord>({ method: 'POST', path: `/api/circadian/date/${date}/sleep`, body, label: `Sleep (${date})` });

export function useLogSleep(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: SleepBody) => logSleep(date, body),
    onSuccess: (result, body) => {
      if (isQueued(result)) {
        queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) => (day ? { ...day, sleepStart: body.start, sleepEnd: body.end } : day));
        return;
      }
      return queryClient.invalidateQueries({ queryKey: circadianKeys.all });
    },
    onError: logCircadianFailure,
  });
}
