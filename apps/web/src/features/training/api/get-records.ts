// GET /api/training/records: the member's best figures per exercise.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { ExerciseRecords } from './types';

export const recordsQuery = queryOptions({
  queryKey: trainingKeys.records,
  queryFn: () => api.get<ExerciseRecords[]>('/api/training/records'),
});

export function useRecords() {
  return useQuery(recordsQuery);
}
