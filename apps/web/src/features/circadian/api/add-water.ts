// POST /api/circadian/date/{date}/water with cups 1; the day is fetched again after. Without a
// connection the tap waits on the device (useQueuedMutation) and the day shows it at once.
import { useQueryClient } from '@tanstack/react-query';
import { WATER_STEP, type DailyRecord } from '@rhythmfit/contracts';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { circadianTexts } from '../texts';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';
import { formatListDate } from '../../../lib/format';

export function useAddWater(date: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation<void, DailyRecord>({
    method: 'POST',
    path: `/api/circadian/date/${date}/water`,
    body: () => ({ cups: WATER_STEP }),
    label: circadianTexts('water.queueLabel', { date: formatListDate(date) }),
    invalidate: [circadianKeys.all],
    onQueued: () =>
      queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) =>
        day ? { ...day, waterCups: day.waterCups + WATER_STEP } : day,
      ),
    onError: logCircadianFailure,
  });
}
