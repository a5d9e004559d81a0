// The training screen's view of the calendar: the range it reads, today's workouts, the week
// (Monday to Sunday) day by day, what is coming and what is past.
import { addDays } from '@rhythmfit/contracts';
import type { CalendarEntry } from '../api/types';

/** Eight weeks back, four ahead: 85 days, inside the API's 92. */
export function calendarRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -56), to: addDays(today, 28) };
}

/** Monday of the week of `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const byDate = (a: CalendarEntry, b: CalendarEntry) => a.date.localeCompare(b.date) || a.id - b.id;

export interface TrainingView {
  today: CalendarEntry[];
  week: { date: string; entries: CalendarEntry[] }[];
  coming: CalendarEntry[];
  history: CalendarEntry[];
  next: CalendarEntry | null;
}

export function trainingView(entries: CalendarEntry[], today: string, comingCount = 6, historyCount = 12): TrainingView {
  const sorted = [...entries].sort(byDate);
  const monday = mondayOf(today);
  const week = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    return { date, entries: sorted.filter((entry) => entry.date === date) };
  });
  const future = sorted.filter((entry) => entry.date > today && (entry.status === 'planned' || entry.status === 'in_progress'));
  return {
    today: sorted.filter((entry) => entry.date === today),
    week,
    coming: future.slice(0, comingCount),
    history: sorted
      .filter((entry) => entry.date < today || (entry.date === today && (entry.status === 'done' || entry.status === 'skipped')))
      .filter((entry) => entry.status !== 'planned')
      .reverse()
      .slice(0, historyCount),
    next: future[0] ?? null,
  };
}
