import type { Booking } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getAllBookings = () => api.get<Booking[]>('/api/bookings');

export function useAllBookings() {
  return useQuery({ queryKey: coachingKeys.allBookings, queryFn: getAllBookings });
}
