import type { Booking } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const rescheduleBooking = (id: number, date: string, time: string) =>
  api.put<Booking>(`/api/bookings/${id}/reschedule`, { date, time });

export function useRescheduleBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date, time }: { id: number; date: string; time: string }) => rescheduleBooking(id, date, time),
    onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
