// The coach's Needs attention list, dismissing a reason, and one nudge to many members.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttentionCode, AttentionMember } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { useQueuedMutation } from '../../../lib/use-offline-queue';

export const attentionKeys = { list: ['attention'] as const };

export const getAttention = () => api.get<AttentionMember[]>('/api/admin/attention');
export const dismissAttention = ({ userId, code }: { userId: number; code: AttentionCode }) =>
  api.post<null>(`/api/admin/attention/${userId}/dismiss`, { code });

export function useAttention() {
  return useQuery({ queryKey: attentionKeys.list, queryFn: getAttention, staleTime: 60_000 });
}

export function useDismissAttention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissAttention,
    onSuccess: (_result, { userId, code }) =>
      client.setQueryData<AttentionMember[]>(attentionKeys.list, (old) =>
        old
          ?.map((m) => (m.user.id === userId ? { ...m, reasons: m.reasons.filter((r) => r.code !== code) } : m))
          .filter((m) => m.reasons.length > 0),
      ),
  });
}

export function useNudge() {
  return useQueuedMutation<{ userIds: number[]; body: string }, { sent: number }>({
    method: 'POST',
    path: '/api/admin/messages/bulk',
    label: 'Nudge to members',
    invalidate: [['messages']],
  });
}
