// GET /api/training/exercises/:id/history (newest first) and GET /api/exercises/:id.
import type { ExerciseTracking } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { ExerciseHistoryRow } from './types';

export interface ExerciseDetail {
  id: number;
  name: string;
  tracking: ExerciseTracking;
  instructions?: string | null;
}

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
    queryFn: () => api.get<ExerciseDetail>(`/api/exercises/${exerciseId}`),
    enabled: Number.isInteger(exerciseId) && exerciseId > 0,
  });
}
