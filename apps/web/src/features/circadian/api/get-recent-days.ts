// GET /api/circadian/user/{userId}/days?days=7&end=: the last 7 day entries for the mobile view.
import { useQuery } from '@tanstack/react-query';
import type { DayEntry } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { circadianKeys } from './get-daily-record';

export const getRecentDays = (userId: number, end: string) =>
  api.get<DayEntry[]>(`/api/circadian/user/${userId}/days`, { query: { days: 7, end } });

export function useRecentDays(userId: number | null, end: string) {
  return useQuery({
    queryKey: circadianKeys.recent(userId ?? 0, end),
    queryFn: () => getRecentDays(userId!, end),
    enabled: userId !== null,
    retry: false,
  });
}
