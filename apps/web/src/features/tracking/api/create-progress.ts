// POST /api/progress { weight, date }: this month's weight; refreshes the entries and the profile.
// Without a connection the entry waits on the device (lib/offline-queue) and is sent later; a
// refusal then (409: this month already has a weight) is shown by the layout's sync status.
import type { CreateProgressBody, ProgressEntry } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/offline-queue';
import { trackingKeys } from './keys';

export const createProgress = (body: CreateProgressBody) =>
  sendOrQueue<ProgressEntry>({ method: 'POST', path: '/api/progress', body, label: `Weight ${body.weight} kg (${body.date})` });

export function useCreateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: createProgress,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: trackingKeys.myProgress });
      await queryClient.invalidateQueries({ queryKey: trackingKeys.profile });
    },
  });
}
