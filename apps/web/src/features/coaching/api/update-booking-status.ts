import type { Booking, BookingStatus } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

/** The body is the JSON-encoded status string itself. */
export const updateBookingStatus = (id: number, status: BookingStatus) => api.put<Booking>(`/api/bookings/${id}/status`, status);

export function useUpdateBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: BookingStatus }) => updateBookingStatus(id, status),
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.allBookings }),
  });
}
