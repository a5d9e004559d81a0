// GET /api/progress: the signed-in member's monthly weights, oldest first.
import type { ProgressEntry } from '@rhythmfit/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getMyProgress = () => api.get<ProgressEntry[]>('/api/progress');

export const myProgressQuery = queryOptions({ queryKey: trackingKeys.myProgress, queryFn: getMyProgress });

export function useMyProgress() {
  return useQuery(myProgressQuery);
}
