// GET /api/exercises (search and filters) and the coach's POST/PUT/DELETE /api/admin/exercises
// (JSON, or multipart with a `video` file, the muscle lists then sent as JSON text).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Equipment, Muscle } from '@rhythmfit/contracts';
import { api } from '../../../../lib/api-client';
import type { Exercise, ExerciseDeleteResponse, ExerciseInput } from '../types';
import { trainingAdminKeys } from './keys';

export interface ExerciseFilters {
  q?: string;
  muscle?: Muscle | null;
  equipment?: Equipment | null;
}

export const getExercises = (filters: ExerciseFilters) =>
  api.get<Exercise[]>('/api/exercises', { query: { q: filters.q?.trim(), muscle: filters.muscle, equipment: filters.equipment } });

export function useExercises(filters: ExerciseFilters) {
  return useQuery({
    queryKey: trainingAdminKeys.exercises(filters),
    queryFn: () => getExercises(filters),
    placeholderData: keepPreviousData,
  });
}

/** The exercise as the API takes it: JSON, or a form with the video file. */
function exercisePayload(input: ExerciseInput, video: File | null): FormData | ExerciseInput {
  if (!video) return input;
  // A new file replaces the old one; removeVideo is only meaningful without one.
  const form = new FormData();
  form.set('name', input.name);
  form.set('category', input.category);
  form.set('primaryMuscles', JSON.stringify(input.primaryMuscles));
  form.set('secondaryMuscles', JSON.stringify(input.secondaryMuscles));
  form.set('equipment', input.equipment);
  form.set('tracking', input.tracking);
  form.set('instructions', input.instructions);
  form.set('videoLink', input.videoLink ?? '');
  form.set('video', video);
  return form;
}

export function saveExercise({ id, input, video }: { id: number | null; input: ExerciseInput; video: File | null }) {
  const payload = exercisePayload(input, video);
  const path = id === null ? '/api/admin/exercises' : `/api/admin/exercises/${id}`;
  const method = id === null ? 'POST' : 'PUT';
  if (payload instanceof FormData) return api.upload<Exercise>(path, payload, method);
  return method === 'POST' ? api.post<Exercise>(path, payload) : api.put<Exercise>(path, payload);
}

export function useSaveExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExercise,
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.exercisesAll }),
  });
}

export function useDeleteExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<ExerciseDeleteResponse>(`/api/admin/exercises/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.exercisesAll }),
  });
}
