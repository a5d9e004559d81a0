// GET /api/check-ins/current: this week's check-in (its form, whether it is due, what was sent).
import type { CheckInCurrent } from '@rhythmfit/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getCurrentCheckIn = () => api.get<CheckInCurrent>('/api/check-ins/current');

export const currentCheckInQuery = queryOptions({ queryKey: checkInKeys.current, queryFn: getCurrentCheckIn });

export function useCurrentCheckIn() {
  return useQuery(currentCheckInQuery);
}
