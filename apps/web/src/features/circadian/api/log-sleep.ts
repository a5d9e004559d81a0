// POST /api/circadian/date/{date}/sleep with start and end (ISO); the day is fetched again after.
// Without a connection it waits on the device (useQueuedMutation) and the day shows it at once.
import { useQueryClient } from '@tanstack/react-query';
import type { DailyRecord, SleepBody } from '@rhythmfit/contracts';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { circadianTexts } from '../texts';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';
import { formatListDate } from '../../../lib/format';

export function useLogSleep(date: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation<SleepBody, DailyRecord>({
    method: 'POST',
    path: `/api/circadian/date/${date}/sleep`,
    label: circadianTexts('sleep.queueLabel', { date: formatListDate(date) }),
    invalidate: [circadianKeys.all],
    onQueued: (_queued, body) =>
      queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) =>
        day ? { ...day, sleepStart: body.start, sleepEnd: body.end } : day,
      ),
    onError: logCircadianFailure,
  });
}
