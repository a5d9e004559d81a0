// POST /api/check-ins (with an Idempotency-Key kept across retries, lib/idempotent-mutation) and
// PUT /api/check-ins/:id (a correction, until the coach has reviewed it). Both answer the check-in.
import type { CheckIn, CheckInBody } from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotent-mutation';
import { checkInKeys } from './keys';

export interface SendCheckInInput {
  /** The check-in being corrected; null sends this week's. */
  id: number | null;
  body: CheckInBody;
}

export function sendCheckIn({ id, body }: SendCheckInInput, idempotencyKey: string): Promise<CheckIn> {
  return id === null
    ? api.post<CheckIn>('/api/check-ins', body, idempotencyHeaders(idempotencyKey))
    : api.put<CheckIn>(`/api/check-ins/${id}`, body);
}

export function useSendCheckIn() {
  const queryClient = useQueryClient();
  return useIdempotentMutation<CheckIn, SendCheckInInput>({
    mutationFn: sendCheckIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}
