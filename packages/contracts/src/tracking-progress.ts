// Monthly weight progress: one entry per member per calendar month, the day-1 entry rule, the
// stat-bar widths and the last-two-months comparison (spec sections 2, 4 and 9).
import { z } from 'zod';
import { IsoDateSchema, localIsoDate } from './common.js';
import { WEIGHT_RANGE_KG } from './tracking-profile.js';

export const PROGRESS_MESSAGES = {
  enterWeight: 'Please enter weight.',
  weightUpdated: 'Weight updated successfully!',
  weightFailed: 'Failed to update weight.',
  alreadyThisMonth: 'A weight entry already exists for this month. Only one entry per month is allowed.',
  noEntries: 'No entries found.',
  notEnoughData: 'Not enough data to show progress.',
  noProgressData: 'No progress data found.',
  noChartData: 'No chart data yet.',
} as const;

export const ProgressUserSchema = z.object({ id: z.number().int(), name: z.string() });

export const ProgressEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  weight: z.number(),
  calories: z.number().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  user: ProgressUserSchema,
});
export type ProgressEntry = z.infer<typeof ProgressEntrySchema>;
export const ProgressEntryListSchema = z.array(ProgressEntrySchema);

const weightMessage = `Weight must be between ${WEIGHT_RANGE_KG.min} and ${WEIGHT_RANGE_KG.max} kg`;

export const CreateProgressBodySchema = z.object({
  weight: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value),
    z
      .number({ error: 'Please enter weight.' })
      .positive({ message: weightMessage })
      .min(WEIGHT_RANGE_KG.min, { message: weightMessage })
      .max(WEIGHT_RANGE_KG.max, { message: weightMessage }),
  ),
  date: IsoDateSchema,
});
export type CreateProgressBody = z.infer<typeof CreateProgressBodySchema>;

/** The YYYY-MM month of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export type WeightEntryBlock = 'not-first-day' | 'already-recorded' | null;

/**
 * Section 4: the entry form is enabled only on day 1 of a month (the member's local date) and
 * only when this month has no entry yet.
 */
export function weightEntryEligibility(entries: ReadonlyArray<{ date: string }>, now: Date = new Date()): { allowed: boolean; reason: WeightEntryBlock; today: string } {
  const today = localIsoDate(now);
  if (entries.some((entry) => monthOf(entry.date) === monthOf(today))) return { allowed: false, reason: 'already-recorded', today };
  if (now.getDate() !== 1) return { allowed: false, reason: 'not-first-day', today };
  return { allowed: true, reason: null, today };
}

export function sortByDate<T extends { date: string }>(entries: ReadonlyArray<T>): T[] {
  return [...entries].sort((a, b) => a.date.localeCompare(b.date));
}

/** Weight change from the first to the latest entry (kg, one decimal); null with fewer than two entries. */
export function weightChange(entries: ReadonlyArray<{ date: string; weight: number }>): number | null {
  if (entries.length < 2) return null;
  const sorted = sortByDate(entries);
  return Math.round((sorted[sorted.length - 1]!.weight - sorted[0]!.weight) * 10) / 10;
}

/** Section 9: total entries × 10 % and |weight change| × 10 %, each capped at 100 %. */
export function statBarWidths(entries: ReadonlyArray<{ date: string; weight: number }>): { entries: number; change: number } {
  const change = weightChange(entries) ?? 0;
  return {
    entries: Math.min(entries.length * 10, 100),
    change: Math.min(Math.round(Math.abs(change) * 10 * 10) / 10, 100),
  };
}

export interface TwoMonthComparison {
  previous: { date: string; weight: number };
  current: { date: string; weight: number };
  /** current − previous, kg, one decimal. */
  difference: number;
  /** gain shows red, loss green (section 9). */
  trend: 'gain' | 'loss' | 'same';
}

/** The last two recorded months; null when fewer than two entries exist. */
export function lastTwoMonthsComparison(entries: ReadonlyArray<{ date: string; weight: number }>): TwoMonthComparison | null {
  if (entries.length < 2) return null;
  const sorted = sortByDate(entries);
  const previous = sorted[sorted.length - 2]!;
  const current = sorted[sorted.length - 1]!;
  const difference = Math.round((current.weight - previous.weight) * 10) / 10;
  return {
    previous: { date: previous.date, weight: previous.weight },
    current: { date: current.date, weight: current.weight },
    difference,
    trend: difference > 0 ? 'gain' : difference < 0 ? 'loss' : 'same',
  };
}

/** "Nov 2026" style label of a YYYY-MM-DD date, independent of the time zone. */
export function monthLabel(date: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const month = Number(date.slice(5, 7));
  return `${names[month - 1] ?? '?'} ${date.slice(0, 4)}`;
}
