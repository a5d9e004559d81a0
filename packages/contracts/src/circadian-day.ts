// The pieces of one circadian day that both the day's answers (circadian.ts) and the insights over
// many days (circadian-insights.ts) read: the meals, clock minutes and the eating window. They sit
// here, below both, so neither module imports the other back.
import { z } from 'zod';

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export const MealSchema = z.enum(MEALS, { error: 'meal must be breakfast, lunch or dinner' });
export type Meal = z.infer<typeof MealSchema>;

/** Minutes since midnight of a HH:MM time. */
export function clockMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** What the eating window reads of a day (a DailyRecord has these): the meal marks and the times of the eating events. */
export type EatingDay = { [M in Meal as `${M}Logged`]: boolean } & { [M in Meal as `${M}Time`]: string | null } & {
  eating?: readonly { time: string }[];
};

/** The day's logged meal marks with their times, in the order of MEALS. */
export function loggedTimes(record: EatingDay): { meal: Meal; time: string }[] {
  const out: { meal: Meal; time: string }[] = [];
  for (const meal of MEALS) {
    const time = record[`${meal}Time`];
    if (record[`${meal}Logged`] && time) out.push({ meal, time });
  }
  return out;
}

/**
 * Every time the member ate or drank (other than water) on one day: the logged meal marks and the
 * eating events together (issue 22), as local HH:MM times in the order of the day.
 */
export function eatingTimes(record: EatingDay): string[] {
  return [...loggedTimes(record).map((entry) => entry.time), ...(record.eating ?? []).map((event) => event.time)].sort();
}

/** The day's last eating (meal mark or eating event), HH:MM; null when nothing was eaten. */
export function lastEatingTime(record: EatingDay): string | null {
  return eatingTimes(record).at(-1) ?? null;
}

/**
 * Eating window of one day in hours: first to last eating of the day, the meal marks and the eating
 * events together (water is not eating). Needs at least two; a single one has no window, so the
 * day is left out rather than counted as 0.
 */
export function eatingWindowHours(record: EatingDay): number | null {
  const minutes = eatingTimes(record).map(clockMinutes);
  if (minutes.length < 2) return null;
  return Math.round(((minutes.at(-1)! - minutes[0]!) / 60) * 100) / 100;
}
