// GET /api/training/exercises/:id/history (newest first) and GET /api/exercises/:id.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { Exercise, ExerciseHistoryRow } from './types';

export function useExerciseHistory(exerciseId: number) {
  return useQuery({
    queryKey: trainingKeys.history(exerciseId),
    queryFn: () => api.get<ExerciseHistoryRow[]>(`/api/training/exercises/${exerciseId}/history`),
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
