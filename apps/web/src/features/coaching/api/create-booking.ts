import { runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { idempotencyHeaders, useIdempotentMutation } from '../../../lib/idempotent-mutation';

export const createBooking = (date: string, time: string, idempotencyKey: string) =>
  api.post<Booking>('/api/bookings', { date, time, timeZone: runtimeTimeZone() }, idempotencyHeaders(idempotencyKey));

/** One booking per tap: a retry after a dropped connection sends the same Idempotency-Key. */
export function useCreateBooking() {
  const client = useQueryClient();
  return useIdempotentMutation({
    mutationFn: ({ date, time }: { date: string; time: string }, idempotencyKey) => createBooking(date, time, idempotencyKey),
    onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
