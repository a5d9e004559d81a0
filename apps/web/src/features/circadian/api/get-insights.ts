// GET /api/circadian/insights (self) and /api/admin/circadian/insights/{userId} (coach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircadianInsights } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';
import { circadianKeys } from './get-daily-record';

export const getInsights = (days: number, end: string) => api.get<CircadianInsights>('/api/circadian/insights', { query: { days, end } });
export const getMemberInsights = (userId: number, days: number, end: string) =>
  api.get<CircadianInsights>(`/api/admin/circadian/insights/${userId}`, { query: { days, end } });

/** The signed-in member's own insights, as useInsights(null, days, end) reads them (the dashboard prefetches its eating-window card's). */
export const myInsightsQuery = (days: number, end: string) =>
  queryOptions({ queryKey: circadianKeys.insights(days, end), queryFn: () => getInsights(days, end), retry: false });

/** userId null: the signed-in member's own insights; a number: a member's, as a coach. */
export function useInsights(userId: number | null, days: number, end: string, enabled = true) {
  return useQuery({
    queryKey: userId === null ? circadianKeys.insights(days, end) : circadianKeys.userInsights(userId, days, end),
    queryFn: () => (userId === null ? getInsights(days, end) : getMemberInsights(userId, days, end)),
    enabled,
    retry: false,
  });
}
