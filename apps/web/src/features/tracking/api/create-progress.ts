// POST /api/progress { weight, date }: this month's weight; refreshes the entries and the profile.
// Without a connection the entry waits on the device (useQueuedMutation) and is sent later; a
// refusal then (409: this month already has a weight) is shown by the layout's sync status.
import type { CreateProgressBody, ProgressEntry } from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useQueuedMutation } from '../../../lib/use-offline-queue';
import { trackingKeys } from './keys';
import { trackingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

export function useCreateProgress() {
  const queryClient = useQueryClient();
  const refresh = [trackingKeys.myProgress, trackingKeys.profile];
  return useQueuedMutation<CreateProgressBody, ProgressEntry>({
    method: 'POST',
    path: '/api/progress',
    label: (body) => trackingTexts('entry.queueLabel', { kg: String(body.weight), date: formatListDate(body.date) }),
    invalidate: refresh,
    // A refusal (this month already has a weight) means the list on screen is stale.
    onError: () => refresh.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })),
  });
}
