// POST /api/circadian/date/{date}/eating: anything eaten or drunk (other than water) at any time of
// day, with its own local HH:MM, kind and an optional note; the day is fetched again after. Like the
// meal marks, without a connection it waits on the device with its Idempotency-Key
// (useQueuedMutation) and the day shows it at once, under a temporary negative id.
import { useQueryClient } from '@tanstack/react-query';
import { type DailyRecord, type EatingEventBody } from '@rhythmfit/contracts';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { circadianTexts } from '../texts';
import { circadianKeys } from './get-daily-record';
import { formatListDate } from '../../../lib/format';

export function useLogEating(date: string) {
  const queryClient = useQueryClient();
  return useQueuedMutation<EatingEventBody, DailyRecord>({
    method: 'POST',
    path: `/api/circadian/date/${date}/eating`,
    label: (body) =>
      circadianTexts('eating.queueLabel', { kind: circadianTexts(`kind.${body.kind}`), time: body.time, date: formatListDate(date) }),
    invalidate: [circadianKeys.all],
    onQueued: (_queued, body) =>
      queryClient.setQueryData<DailyRecord>(circadianKeys.day(date), (day) =>
        day
          ? {
              ...day,
              eating: [...day.eating, { id: -Date.now(), time: body.time, kind: body.kind, note: body.note ?? null, photoUrl: null }].sort(
                (a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0),
              ),
            }
          : day,
      ),
  });
}
