// GET /api/admin/check-ins/:id: the check-in, the member's previous one and their week in figures.
import type { CheckInReviewPage } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getCheckInReview = (id: number) => api.get<CheckInReviewPage>(`/api/admin/check-ins/${id}`);

export function useCheckInReview(id: number | null) {
  return useQuery({ queryKey: checkInKeys.review(id ?? 0), queryFn: () => getCheckInReview(id!), enabled: id !== null });
}
