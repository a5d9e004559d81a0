import type { BookSessionBody, CoachingSession } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const bookSession = (body: BookSessionBody) => api.post<CoachingSession>('/api/sessions/book', body);

export function useBookSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: bookSession, onSuccess: () => client.invalidateQueries({ queryKey: coachingKeys.mySessions }) });
}
