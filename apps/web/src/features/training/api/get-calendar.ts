// GET /api/training/calendar?from&to: the member's scheduled workouts by day (at most 92 days).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trainingKeys } from './keys';
import type { CalendarEntry } from './types';

export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: trainingKeys.calendar(from, to),
    queryFn: () => api.get<CalendarEntry[]>('/api/training/calendar', { query: { from, to } }),
  });

export function useCalendar(from: string, to: string) {
  return useQuery(calendarQuery(from, to));
}
