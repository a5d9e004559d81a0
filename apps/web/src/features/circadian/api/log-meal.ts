// POST /api/circadian/date/{date}/meal: marks a meal with the member's local HH:MM; the day is
// fetched again after. Without a connection the tap waits on the device (useQueuedMutation) and
// the day shows it at once.
import { useQueryClient } from '@tanstack/react-query';
import { type DailyRecord, type MealLogBody } from '@rhythmfit/contracts';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { circadianTexts } from '../texts';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';
import { formatListDate } from '../../../lib/format';

export function useLogMeal(date: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation<MealLogBody, DailyRecord>({
    method: 'POST',
    path: `/api/circadian/date/${date}/meal`,
    label: (body) => circadianTexts('meal.queueLabel', { meal: circadianTexts(`meal.${body.meal}`), date: formatListDate(date) }),
    invalidate: [circadianKeys.all],
    onQueued: (_queued, body) =>
      queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) =>
        day ? { ...day, [`${body.meal}Logged`]: true, [`${body.meal}Time`]: body.time } : day,
      ),
    onError: logCircadianFailure,
  });
}
