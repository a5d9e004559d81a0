// POST /api/admin/check-ins/:id/review { comment }: marks it reviewed once (409 check_in_reviewed
// for a second coach) and sends the comment to the member's conversation.
import type { CheckIn, CheckInReviewBody } from '@rhythmfit/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const reviewCheckIn = ({ id, ...body }: CheckInReviewBody & { id: number }) =>
  api.post<CheckIn>(`/api/admin/check-ins/${id}/review`, body);

export function useReviewCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCheckIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkInKeys.admin }),
  });
}
