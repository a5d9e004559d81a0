import type { CoachingSession, SessionStatus } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const updateSessionStatus = (id: number, status: SessionStatus) =>
  api.put<CoachingSession>(`/api/sessions/${id}/status`, { status });

export function useUpdateSessionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SessionStatus }) => updateSessionStatus(id, status),
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.allSessions }),
  });
}
