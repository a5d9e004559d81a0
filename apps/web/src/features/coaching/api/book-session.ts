import type { BookSessionBody, CoachingSession } from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotent-mutation';
import { coachingKeys } from './keys';

export const bookSession = (body: BookSessionBody, idempotencyKey: string) =>
  api.post<CoachingSession>('/api/sessions/book', body, idempotencyHeaders(idempotencyKey));

/** One session request per submit: a retry sends the same Idempotency-Key. */
export function useBookSession() {
  const client = useQueryClient();
  return useIdempotentMutation({
    mutationFn: bookSession,
    onSuccess: () => client.invalidateQueries({ queryKey: coachingKeys.mySessions }),
  });
}
