// What the coach reads of one member's training: the calendar by status, the summary (compliance
// over 28 days, records), one workout's log with its shortfalls, and the comment on it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../../lib/idempotent-mutation';
import type { CalendarEntry, CoachScheduledWorkout, MemberTrainingSummary, ScheduledWorkout, TrainingCommentResponse } from '../types';
import { trainingAdminKeys } from './keys';

export function useMemberCalendar(userId: number, from: string, to: string) {
  return useQuery({
    queryKey: trainingAdminKeys.calendar(userId, from, to),
    queryFn: () => api.get<CalendarEntry[]>(`/api/admin/training/members/${userId}/calendar`, { query: { from, to } }),
  });
}

export function useMemberSummary(userId: number) {
  return useQuery({
    queryKey: trainingAdminKeys.summary(userId),
    queryFn: () => api.get<MemberTrainingSummary>(`/api/admin/training/members/${userId}/summary`),
  });
}

export function useCoachScheduled(id: number | null) {
  return useQuery({
    queryKey: trainingAdminKeys.scheduled(id ?? 0),
    queryFn: () => api.get<CoachScheduledWorkout>(`/api/admin/training/scheduled/${id}`),
    enabled: id !== null,
  });
}

/** One comment per action, with its Idempotency-Key kept across retries: never sent twice. */
export function useCommentOnWorkout() {
  return useIdempotentMutation<TrainingCommentResponse, { id: number; text: string }>({
    mutationFn: ({ id, text }, key) =>
      api.post<TrainingCommentResponse>(`/api/admin/training/scheduled/${id}/comment`, { text }, idempotencyHeaders(key)),
  });
}

/** One of the coach's workouts on the member's calendar, on any date (a past one is simply missed). */
export function useScheduleWorkout(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; workoutId: number }) =>
      api.post<ScheduledWorkout>(`/api/admin/training/members/${userId}/scheduled`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.member(userId) }),
  });
}

/** Moves a workout to another date while nothing is logged in it (else 409 workout_logged). */
export function useMoveScheduled(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => api.put<ScheduledWorkout>(`/api/admin/training/scheduled/${id}`, { date }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.member(userId) }),
  });
}

/** Takes a workout off the member's calendar while nothing is logged in it (else 409 workout_logged). */
export function useRemoveScheduled(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ deleted: true }>(`/api/admin/training/scheduled/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.member(userId) }),
  });
}
