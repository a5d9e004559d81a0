// GET /api/progress/user/{id}: one member's weights, for the coach.
import type { ProgressEntry } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getUserProgress = (userId: number) => api.get<ProgressEntry[]>(`/api/progress/user/${userId}`);

export function useUserProgress(userId: number) {
  return useQuery({ queryKey: trackingKeys.userProgress(userId), queryFn: () => getUserProgress(userId) });
}
