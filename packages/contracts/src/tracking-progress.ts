// Monthly weight progress: one entry per member per calendar month, the day-1 entry rule, the
// stat-bar widths and the last-two-months comparison (spec sections 2, 4 and 9).
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { localIsoDate } from './dates.js';
import { WEIGHT_RANGE_KG } from './tracking-profile.js';

// Zod-free texts and rules, kept in screen-texts.ts (the everyday screens load them without zod).
export { PROGRESS_MESSAGES, sortByDate, weightChange, statBarWidths, lastTwoMonthsComparison, monthLabel } from './screen-texts.js';
export type { TwoMonthComparison } from './screen-texts.js';

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
export function weightEntryEligibility(
  entries: ReadonlyArray<{ date: string }>,
  now: Date = new Date(),
): { allowed: boolean; reason: WeightEntryBlock; today: string } {
  const today = localIsoDate(now);
  if (entries.some((entry) => monthOf(entry.date) === monthOf(today))) return { allowed: false, reason: 'already-recorded', today };
  if (now.getDate() !== 1) return { allowed: false, reason: 'not-first-day', today };
  return { allowed: true, reason: null, today };
}
