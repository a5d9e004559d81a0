import type { LiveSession, LiveSessionBody } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createLiveSession = (body: LiveSessionBody) => api.post<LiveSession>('/api/live-sessions', body);
export const updateLiveSession = (id: number, body: LiveSessionBody) => api.put<LiveSession>(`/api/live-sessions/${id}`, body);

/** Creates (no id) or edits (with id) a live session. */
export function useSaveLiveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LiveSessionBody }) => (id ? updateLiveSession(id, body) : createLiveSession(body)),
    onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
