// What the coach reads of one member's training: the calendar by status, the summary (compliance
// over 28 days, records), one workout's log with its shortfalls, and the comment on it.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../../lib/idempotent-mutation';
import type { CalendarEntry, CoachScheduledWorkout, MemberTrainingSummary, TrainingCommentResponse } from '../types';
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
