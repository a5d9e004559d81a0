// POST /api/progress { weight, date }: this month's weight; refreshes the entries and the profile.
import type { CreateProgressBody, ProgressEntry } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const createProgress = (body: CreateProgressBody) => api.post<ProgressEntry>('/api/progress', body);

export function useCreateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgress,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: trackingKeys.myProgress });
      await queryClient.invalidateQueries({ queryKey: trackingKeys.profile });
    },
  });
}
