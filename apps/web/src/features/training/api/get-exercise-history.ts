// GET /api/training/exercises/:id/history (newest first, a page at a time) and GET /api/exercises/:id.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { Exercise, ExerciseHistoryRow } from './types';

/**
 * Workouts a page at a time: two years of training is hundreds of them, more than a phone should
 * fetch and draw before the member sees the last few (the newest 50 first; "Show older" adds more).
 */
export const HISTORY_PAGE_SIZE = 50;

export function useExerciseHistory(exerciseId: number) {
  return useInfiniteQuery({
    queryKey: trainingKeys.history(exerciseId),
    queryFn: ({ pageParam }) =>
      api.getPage<ExerciseHistoryRow>(`/api/training/exercises/${exerciseId}/history?page=${pageParam}&pageSize=${HISTORY_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
      return last.total !== null && last.rows.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    select: (data) => data.pages.flatMap((page) => page.rows),
    enabled: Number.isInteger(exerciseId) && exerciseId > 0,
  });
}

export function useExercise(exerciseId: number) {
  return useQuery({
    queryKey: trainingKeys.exercise(exerciseId),
    queryFn: () => api.get<Exercise>(`/api/exercises/${exerciseId}`),
    enabled: Number.isInteger(exerciseId) && exerciseId > 0,
  });
}
