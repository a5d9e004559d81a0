// POST /api/circadian/date/{date}/water with cups 1; the day is fetched again after. Without a
// connection the tap waits on the device (lib/offline-queue) and the day shows it at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATER_STEP, type DailyRecord } from '@rhythmfit/contracts';
import { isQueued, sendOrQueue } from '../../../lib/offline-queue';
import { logCircadianFailure } from '../lib/log-failure';
import { circadianKeys } from './get-daily-record';

export const addWater = (date: string) =>
  sendOrQueue<DailyRecord>({ method: 'POST', path: `/api/circadian/date/${date}/water`, body: { cups: WATER_STEP }, label: `Water (${date})` });

export function useAddWater(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => addWater(date),
    onSuccess: (result) => {
      if (isQueued(result)) {
        queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) => (day ? { ...day, waterCups: day.waterCups + WATER_STEP } : day));
        return;
      }
      return queryClient.invalidateQueries({ queryKey: circadianKeys.all });
    },
    onError: logCircadianFailure,
  });
}
