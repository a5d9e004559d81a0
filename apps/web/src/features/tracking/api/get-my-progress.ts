// GET /api/progress: the signed-in member's monthly weights, oldest first.
import type { ProgressEntry } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getMyProgress = () => api.get<ProgressEntry[]>('/api/progress');

export function useMyProgress() {
  return useQuery({ queryKey: trackingKeys.myProgress, queryFn: getMyProgress });
}
