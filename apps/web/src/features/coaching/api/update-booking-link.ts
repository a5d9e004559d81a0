import type { Booking } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

/** The body is the JSON-encoded link string itself. */
export const updateBookingLink = (id: number, link: string) => api.put<Booking>(`/api/bookings/${id}/link`, link);

export function useUpdateBookingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, link }: { id: number; link: string }) => updateBookingLink(id, link),
    onSettled: () => client.invalidateQueries({ queryKey: coachingKeys.allBookings }),
  });
}
