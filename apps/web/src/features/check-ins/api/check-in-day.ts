// PUT /api/admin/members/:userId/check-in-day { dayOfWeek }: one member's own check-in day.
import type { CheckInDay, CheckInDayBody } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const setCheckInDay = ({ userId, ...body }: CheckInDayBody & { userId: number }) =>
  api.put<CheckInDay>(`/api/admin/members/${userId}/check-in-day`, body);

export function useSetCheckInDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCheckInDay, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkInKeys.admin }) });
}
