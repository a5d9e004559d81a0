// GET /api/training/scheduled/:id: one of the member's workouts with its items, targets and log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { ScheduledWorkout } from './types';

export const scheduledQuery = (id: number) =>
  queryOptions({
    queryKey: trainingKeys.scheduled(id),
    queryFn: () => api.get<ScheduledWorkout>(`/api/training/scheduled/${id}`),
  });

export function useScheduled(id: number) {
  return useQuery({ ...scheduledQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
