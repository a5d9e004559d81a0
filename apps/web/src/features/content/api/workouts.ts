// POST and DELETE /api/admin/workouts (the list is read through admin-list.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkoutBody, Workout } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const createWorkout = (body: CreateWorkoutBody) => api.post<Workout>('/api/admin/workouts', body);
export const deleteWorkout = (id: number) => api.delete<{ message: string }>(`/api/admin/workouts/${id}`);

export function useCreateWorkout() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createWorkout, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.admin }) });
}

export function useDeleteWorkout() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteWorkout, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.admin }) });
}
