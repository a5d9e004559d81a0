// The coach's programs (GET/POST /api/admin/training/programs, GET/PUT/DELETE /:id) and their
// assignment to members (POST /:id/assign, one Idempotency-Key per member and action).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@rhythmfit/contracts';
import { api } from '../../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../../lib/idempotent-mutation';
import type { AssignResult, Program, ProgramInput, ProgramSummary } from '../types';
import { trainingAdminKeys } from './keys';

export function usePrograms() {
  return useQuery({ queryKey: trainingAdminKeys.programs, queryFn: () => api.get<ProgramSummary[]>('/api/admin/training/programs') });
}

export function useProgram(id: number | null) {
  return useQuery({
    queryKey: trainingAdminKeys.program(id ?? 0),
    queryFn: () => api.get<Program>(`/api/admin/training/programs/${id}`),
    enabled: id !== null,
  });
}

export function useSaveProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProgramInput }) =>
      id === null ? api.post<Program>('/api/admin/training/programs', body) : api.put<Program>(`/api/admin/training/programs/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.programs }),
  });
}

export function useDeleteProgram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/api/admin/training/programs/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingAdminKeys.programs }),
  });
}

export interface AssignInput {
  programId: number;
  userId: number;
  startDate: string;
}

/** One member's assignment; each call is one action with its own key, kept across its retries. */
export function useAssignProgram() {
  const client = useQueryClient();
  return useIdempotentMutation<AssignResult, AssignInput>({
    mutationFn: ({ programId, userId, startDate }, key) =>
      api.post<AssignResult>(`/api/admin/training/programs/${programId}/assign`, { userId, startDate }, idempotencyHeaders(key)),
    onSuccess: (_result, { input }) => client.invalidateQueries({ queryKey: trainingAdminKeys.member(input.userId) }),
  });
}

/** Members to assign to, by name or mobile (GET /api/admin/users). */
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: trainingAdminKeys.members(q.trim()),
    queryFn: () => api.get<AdminUser[]>('/api/admin/users', { query: { page: 1, pageSize: 50, q: q.trim() || undefined } }),
    select: (users) => users.filter((user) => user.role.name === 'USER' && !user.deleted),
  });
}
