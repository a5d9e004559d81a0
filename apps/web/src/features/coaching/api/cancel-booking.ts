import { runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cancelBooking = (id: number) => api.put<Booking>(`/api/bookings/${id}/cancel`, { timeZone: runtimeTimeZone() });

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }) });
}
