import type { BookingPolicy } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getBookingPolicy = () => api.get<BookingPolicy>('/api/admin/booking-policy');
export const saveBookingPolicy = (policy: BookingPolicy) => api.put<BookingPolicy>('/api/admin/booking-policy', policy);

export function useBookingPolicy() {
  return useQuery({ queryKey: coachingKeys.bookingPolicy, queryFn: getBookingPolicy, retry: 0 });
}

export function useSaveBookingPolicy() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveBookingPolicy, onSuccess: (saved) => client.setQueryData(coachingKeys.bookingPolicy, saved) });
}
