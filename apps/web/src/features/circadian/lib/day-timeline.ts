// The day as it happened, for the 24-hour chart, its text alternative and the dashboard card:
// every meal mark and eating event with its local time, the day's eating window (first to last of
// them together; water is not eating) and the sleep spans cut at each local midnight.
import { MEALS, addDays, clockMinutes, type DailyRecord, type EatingKind, type Meal } from '@rhythmfit/contracts';
import { formatWeekdayDate } from '../../../lib/format';
import { circadianTexts } from '../texts';

/** One thing eaten or drunk: a meal mark (kind "mark") or an eating event. */
export interface IntakePoint {
  time: string;
  minutes: number;
  source: 'mark' | EatingKind;
  /** "Breakfast" for a mark, "Snack" for an event. */
  label: string;
  note: string | null;
}

/** The fields of a day the chart reads (the member's DailyRecord, or a coach's copy of it). */
export type TimelineDay = Pick<DailyRecord, 'date' | 'sleepStart' | 'sleepEnd'> &
  Partial<Pick<DailyRecord, 'eating'>> & { [K in `${Meal}Logged`]?: boolean } & { [K in `${Meal}Time`]?: string | null };

export function intakePoints(day: TimelineDay): IntakePoint[] {
  const points: IntakePoint[] = [];
  for (const meal of MEALS) {
    const time = day[`${meal}Time`];
    if (day[`${meal}Logged`] && time)
      points.push({ time, minutes: clockMinutes(time), source: 'mark', label: circadianTexts(`meal.${meal}`), note: null });
  }
  for (const event of day.eating ?? [])
    points.push({
      time: event.time,
      minutes: clockMinutes(event.time),
      source: event.kind,
      label: circadianTexts(`kind.${event.kind}`),
      note: event.note,
    });
  return points.sort((a, b) => a.minutes - b.minutes);
}

/** First to last intake of the day; null with fewer than two (one meal has no window, as in the insights). */
export function dayEatingWindow(day: TimelineDay): { first: IntakePoint; last: IntakePoint; hours: number } | null {
  const points = intakePoints(day);
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return { first, last, hours: Math.round(((last.minutes - first.minutes) / 60) * 100) / 100 };
}

/** 16.5 → "16.5 h", 12 → "12 h". */
export function hoursLabel(hours: number): string {
  return circadianTexts('hours.hours', { hours: String(Math.round(hours * 10) / 10) });
}

/** Local midnight of a YYYY-MM-DD date, as epoch milliseconds (the device's zone). */
export function localMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** HH:MM of an instant on the device's clock. */
export function localTime(iso: string): string {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/**
 * The sleep drawn on the row of `date`, in minutes from that local midnight: every logged sleep
 * (of any loaded day) cut to the row's 24 hours, so a night from 23:00 to 06:30 shows 23:00-24:00
 * on its own day and 00:00-06:30 on the next.
 */
export function sleepSegmentsOn(date: string, days: TimelineDay[]): { start: number; end: number }[] {
  const rowStart = localMidnight(date);
  const rowEnd = localMidnight(addDays(date, 1));
  const segments: { start: number; end: number }[] = [];
  for (const day of days) {
    if (!day.sleepStart || !day.sleepEnd) continue;
    const s = Date.parse(day.sleepStart);
    const e = Date.parse(day.sleepEnd);
    if (Number.isNaN(s) || Number.isNaN(e) || e <= s) continue;
    const from = Math.max(s, rowStart);
    const to = Math.min(e, rowEnd);
    if (to > from) segments.push({ start: (from - rowStart) / 60_000, end: (to - rowStart) / 60_000 });
  }
  return segments.sort((a, b) => a.start - b.start);
}

/** 450 → "07:30" (minutes from midnight; 1440 is "24:00"). */
function minutesClock(minutes: number): string {
  const m = Math.round(minutes);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A finished workout, from its start to its finish (instants). */
export interface WorkoutSpan {
  id: number;
  date: string;
  name: string;
  start: string;
  end: string;
}

/**
 * The workouts drawn on the row of `date`, in minutes from that local midnight, cut to the row like
 * sleep (a workout past midnight goes on into the next row).
 */
export function workoutSegmentsOn(date: string, workouts: WorkoutSpan[]): { id: number; name: string; start: number; end: number }[] {
  const rowStart = localMidnight(date);
  const rowEnd = localMidnight(addDays(date, 1));
  const segments: { id: number; name: string; start: number; end: number }[] = [];
  for (const workout of workouts) {
    const s = Date.parse(workout.start);
    const e = Date.parse(workout.end);
    if (Number.isNaN(s) || Number.isNaN(e) || e < s) continue;
    const from = Math.max(s, rowStart);
    const to = Math.min(Math.max(e, s + 60_000), rowEnd);
    if (to > from) segments.push({ id: workout.id, name: workout.name, start: (from - rowStart) / 60_000, end: (to - rowStart) / 60_000 });
  }
  return segments.sort((a, b) => a.start - b.start);
}

/** "Mon 23 Nov" / "सोम 23 नव॰" for a YYYY-MM-DD date (lib/format.ts, without its comma). */
export function dayLabel(date: string): string {
  return formatWeekdayDate(date).replace(',', '');
}

/**
 * The text alternative of one row: "Mon 23 Nov: eating 06:00–22:30 (16.5 h); Drink 06:00,
 * Breakfast 07:30, Snack 22:30 (crisps); sleep 23:00–06:30".
 */
export function describeDay(day: TimelineDay, workouts: WorkoutSpan[] = []): string {
  const t = circadianTexts;
  const parts: string[] = [];
  const window = dayEatingWindow(day);
  const points = intakePoints(day);
  if (window) parts.push(t('chart.describe.eating', { from: window.first.time, to: window.last.time, hours: hoursLabel(window.hours) }));
  if (points.length)
    parts.push(
      points
        .map((p) =>
          p.note
            ? t('chart.describe.pointNote', { label: p.label, time: p.time, note: p.note })
            : t('chart.describe.point', { label: p.label, time: p.time }),
        )
        .join(', '),
    );
  else parts.push(t('chart.describe.nothing'));
  if (day.sleepStart && day.sleepEnd)
    parts.push(t('chart.describe.sleep', { from: localTime(day.sleepStart), to: localTime(day.sleepEnd) }));
  for (const segment of workoutSegmentsOn(day.date, workouts))
    parts.push(t('chart.describe.workout', { from: minutesClock(segment.start), to: minutesClock(segment.end), name: segment.name }));
  return t('chart.describe.day', { day: dayLabel(day.date), parts: parts.join('; ') });
}
