import { runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createBooking = (date: string, time: string) =>
  api.post<Booking>('/api/bookings', { date, time, timeZone: runtimeTimeZone() });

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, time }: { date: string; time: string }) => createBooking(date, time),
    onSettled: () => client.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
