// GET /api/check-ins: the member's own check-ins, newest first.
import type { CheckIn } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInKeys } from './keys';

export const getCheckInHistory = () => api.get<CheckIn[]>('/api/check-ins');

export function useCheckInHistory() {
  return useQuery({ queryKey: checkInKeys.history, queryFn: getCheckInHistory });
}
