// GET /api/circadian/date/{date}: the member's own day (self view). No call is made without a token.
import { useQuery } from '@tanstack/react-query';
import type { DailyRecord } from '@rhythmfit/contracts';
import { api } from '../../../lib/api-client';

export const circadianKeys = {
  all: ['circadian'] as const,
  day: (date: string) => ['circadian', 'day', date] as const,
  userDay: (userId: number, date: string) => ['circadian', 'user-day', userId, date] as const,
  insights: (days: number, end: string) => ['circadian', 'insights', days, end] as const,
  userInsights: (userId: number, days: number, end: string) => ['circadian', 'admin-insights', userId, days, end] as const,
  recent: (userId: number, end: string) => ['circadian', 'recent', userId, end] as const,
  range: (userId: number, days: number, end: string) => ['circadian', 'range', userId, days, end] as const,
  admin: (filters: unknown) => ['circadian', 'admin', filters] as const,
};

export const getDailyRecord = (date: string) => api.get<DailyRecord>(`/api/circadian/date/${date}`);

export function useDailyRecord(date: string, enabled: boolean) {
  return useQuery({ queryKey: circadianKeys.day(date), queryFn: () => getDailyRecord(date), enabled, retry: false });
}
