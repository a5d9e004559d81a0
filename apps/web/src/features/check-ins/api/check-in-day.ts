// GET and PUT /api/admin/members/:userId/check-in-day { dayOfWeek }: one member's check-in day.
import type { CheckInDay, CheckInDayBody } from '@rhythmfit/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const setCheckInDay = ({ userId, ...body }: CheckInDayBody & { userId: number }) =>
  api.put<CheckInDay>(`/api/admin/members/${userId}/check-in-day`, body);

export function useSetCheckInDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCheckInDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.admin }) });
}

/** The member's check-in day as it applies now (their own, else the form's). */
export function useCheckInDay(userId: number) {
  return useQuery({
    queryKey: [...checkInKeys.admin, 'day', userId] as const,
    queryFn: () => api.get<CheckInDay>(`/api/admin/members/${userId}/check-in-day`),
  });
}
