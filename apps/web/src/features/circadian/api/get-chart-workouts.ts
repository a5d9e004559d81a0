// The workouts the 24-hour chart draws beside eating and sleep: the training calendar of the same
// days (the member's own, or a member's for a coach), each done workout from its start to its finish.
// One request for all the rows. A failure draws no workouts and leaves the rest of the chart as is.
import { type CalendarEntry } from '@rhythmfit/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WorkoutSpan } from '../lib/day-timeline';
import type { ChartMember } from './get-chart-days';

export function workoutSpans(entries: CalendarEntry[]): WorkoutSpan[] {
  return entries
    .filter((entry) => entry.status === 'done' && entry.startedAt && entry.completedAt)
    .map((entry) => ({ id: entry.id, date: entry.date, name: entry.name, start: entry.startedAt!, end: entry.completedAt! }));
}

export function useChartWorkouts(member: ChartMember, from: string, to: string, enabled: boolean): WorkoutSpan[] {
  const query = useQuery({
    queryKey: ['circadian', 'chart-workouts', member?.id ?? 'me', from, to],
    queryFn: () =>
      api.get<CalendarEntry[]>(member ? `/api/admin/training/members/${member.id}/calendar` : '/api/training/calendar', {
        query: { from, to },
      }),
    enabled,
    retry: false,
  });
  return query.data ? workoutSpans(query.data) : [];
}
