import type { Booking } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coachingKeys } from './keys';

export const getUserBookings = (userId: number) => api.get<Booking[]>(`/api/bookings/user/${userId}`);

export function useMyBookings(userId: number | null) {
  return useQuery({ queryKey: coachingKeys.myBookings(userId), queryFn: () => getUserBookings(userId!), enabled: userId !== null });
}
