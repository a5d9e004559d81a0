// GET /api/admin/members/:userId/check-ins: one member's check-ins, newest first (the coach's
// member details, and the earlier weeks to compare photos with).
import type { CheckIn } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getMemberCheckIns = (userId: number) => api.get<CheckIn[]>(`/api/admin/members/${userId}/check-ins`);

export function useMemberCheckIns(userId: number | null) {
  return useQuery({ queryKey: checkInKeys.member(userId ?? 0), queryFn: () => getMemberCheckIns(userId!), enabled: userId !== null });
}
