// POST /api/circadian/date/{date}/meal: marks a meal with the member's local HH:MM; the day is
// fetched again after. Without a connection the tap waits on the device (lib/offline-queue) and
// the day shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEAL_LABELS, type DailyRecord, type MealLogBody } from '@rhythmfit/contracts';
import { isQueued, sendOrQueue } from '../../../lib/offline-queue';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const logMeal = (date: string, body: MealLogBody) =>
  sendOrQueue<DailyRecord>({ method: 'POST', path: `/api/circadian/date/${date}/meal`, body, label: `${MEAL_LABELS[body.meal]} (${date})` });

export function useLogMeal(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: MealLogBody) => logMeal(date, body),
    onSuccess: (result, body) => {
      if (isQueued(result)) {
        queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) =>
          day ? { ...day, [`${body.meal}Logged`]: true, [`${body.meal}Time`]: body.time } : day,
        );
        return;
      }
      return queryClient.invalidateQueries({ queryKey: circadianKeys.all });
    },
    onError: logCircadianFailure,
  });
}
