// The coach's workouts: GET/POST /api/admin/training/workouts and GET/PUT/DELETE /:id.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Workout, WorkoutInput, WorkoutSummary } from '../types';
import { trainingAdminKeys } from './keys';

export function useWorkouts() {
  return useQuery({ queryKey: trainingAdminKeys.workouts, queryFn: () => api.get<WorkoutSummary[]>('/api/admin/training/workouts') });
}

export function useWorkout(id: number | null) {
  return useQuery({
    queryKey: trainingAdminKeys.workout(id ?? 0),
    queryFn: () => api.get<Workout>(`/api/admin/training/workouts/${id}`),
    enabled: id !== null,
  });
}

export function useSaveWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: WorkoutInput }) =>
      id === null ? api.post<Workout>('/api/admin/training/workouts', body) : api.put<Workout>(`/api/admin/training/workouts/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.workouts }),
  });
}

export function useDeleteWorkout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/training/workouts/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.workouts }),
  });
}
