// Contracts of the circadian domain: meal windows, the sleep span rule, payloads and the three
// answer shapes (daily record, day entry, admin entry). The meals and the eating window live in
// circadian-day.ts, the insights in circadian-insights.ts.
import { z } from 'zod';
import { MealSchema, eatingWindowHours, type Meal } from './circadian-day.js';
import { ClockTimeSchema, IsoDateSchema, isRealClockTime, isRealIsoDate } from './common.js';

/** Meal windows in local hours, inclusive at both ends (spec section 9). */
export const MEAL_WINDOWS: Record<Meal, { start: number; end: number }> = {
  breakfast: { start: 7, end: 9 },
  lunch: { start: 12, end: 13 },
  dinner: { start: 18, end: 20 },
};

export const MEAL_LABELS: Record<Meal, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** The spec's window label: start:00 - end:00. */
export function formatMealWindow(meal: Meal): string {
  const { start, end } = MEAL_WINDOWS[meal];
  return `${start}:00 - ${end}:00`;
}

/** The refusal for a meal time outside its window. */
export function mealWindowMessage(meal: Meal): string {
  return `${MEAL_LABELS[meal]} can only be logged between ${formatMealWindow(meal).replace(' - ', ' and ')}`;
}

/**
 * The one window rule used by the screen and the server: local hours plus fractional minutes
 * (hours + minutes / 60), inclusive at both edges. 09:00 is inside breakfast, 09:01 is not.
 */
export function isInsideMealWindow(meal: Meal, hours: number, minutes: number): boolean {
  const value = hours + minutes / 60;
  const { start, end } = MEAL_WINDOWS[meal];
  return value >= start && value <= end;
}

/** The window rule for a HH:MM clock time (the member's local time); false for a malformed time. */
export function isClockTimeInMealWindow(meal: Meal, time: string): boolean {
  if (!isRealClockTime(time)) return false;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return isInsideMealWindow(meal, h, m);
}

/** The window rule for an instant, read on the runtime's local clock (the member's device). */
export function isInstantInMealWindow(meal: Meal, instant: Date): boolean {
  return isInsideMealWindow(meal, instant.getHours(), instant.getMinutes());
}

/** HH:MM of an instant on the local clock. */
export function localClockTime(instant: Date = new Date()): string {
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
}

export const DEFAULT_SLEEP_START = '22:00';
export const DEFAULT_SLEEP_END = '06:00';
export const WATER_STEP = 1;
export const MAX_CUPS_PER_CALL = 10;
const DAY_MS = 86_400_000;

/**
 * The sleep span rule: when the end is not after the start, the end moves to the next day.
 * Answers the two instants as ISO-8601 UTC strings, or null when either is not a valid instant.
 */
export function normalizeSleepSpan(start: string, end: string): { start: string; end: string } | null {
  const s = Date.parse(start);
  let e = Date.parse(end);
  if (Number.isNaN(s) || Number.isNaN(e)) return null;
  if (e <= s) e += DAY_MS;
  return { start: new Date(s).toISOString(), end: new Date(e).toISOString() };
}

/** Hours between two instants, rounded to two decimals; null when either is missing. */
export function sleepHoursBetween(start: string | null | undefined, end: string | null | undefined): number | null {
  if (!start || !end) return null;
  const ms = Date.parse(end) - Date.parse(start);
  if (Number.isNaN(ms)) return null;
  return Math.round((ms / 3_600_000) * 100) / 100;
}

/**
 * The sleep window the screen sends for a record date: start at `startTime` on that local date,
 * end at `endTime` on the same local date (the span rule then moves it to the next day).
 */
export function localSleepWindow(date: string, startTime: string, endTime: string): { start: string; end: string } {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [sh, sm] = startTime.split(':').map(Number) as [number, number];
  const [eh, em] = endTime.split(':').map(Number) as [number, number];
  const start = new Date(y, mo - 1, d, sh, sm).toISOString();
  const end = new Date(y, mo - 1, d, eh, em).toISOString();
  return normalizeSleepSpan(start, end) ?? { start, end };
}

/** The latest date a member may write: one day past the server's UTC date (zones east of UTC). */
export function latestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

export function isDateNotInFuture(date: string, now: Date = new Date()): boolean {
  return isRealIsoDate(date) && date <= latestAllowedDate(now);
}

// ---- request shapes ----

export const CircadianDateSchema = IsoDateSchema.refine((value) => isDateNotInFuture(value), {
  message: 'date cannot be in the future',
});

export const CircadianDateParamSchema = z.object({ date: CircadianDateSchema });
export const CircadianUserDateParamSchema = z.object({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().positive({ message: 'userId must be a positive whole number' }),
  date: CircadianDateSchema,
});
export type CircadianUserDateParam = z.infer<typeof CircadianUserDateParamSchema>;
export const CircadianUserParamSchema = z.object({
  userId: z.coerce.number({ error: 'userId must be a number' }).int().positive({ message: 'userId must be a positive whole number' }),
});

export const MealLogBodySchema = z.object({ meal: MealSchema, time: ClockTimeSchema }).superRefine((body, ctx) => {
  if (!isClockTimeInMealWindow(body.meal, body.time)) {
    ctx.addIssue({ code: 'custom', path: ['time'], message: mealWindowMessage(body.meal) });
  }
});
export type MealLogBody = z.infer<typeof MealLogBodySchema>;

export const WaterBodySchema = z.object({
  cups: z
    .number({ error: 'cups must be a whole number' })
    .int({ message: 'cups must be a whole number' })
    .min(1, { message: 'cups must be at least 1' })
    .max(MAX_CUPS_PER_CALL, { message: `cups must be at most ${MAX_CUPS_PER_CALL}` }),
});
export type WaterBody = z.infer<typeof WaterBodySchema>;

const InstantSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });
export const SleepBodySchema = z.object({ start: InstantSchema, end: InstantSchema });
export type SleepBody = z.infer<typeof SleepBodySchema>;

/** The window between two dates the insights and the 7-day view cover. */
export const CircadianRangeQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
  end: CircadianDateSchema.optional(),
});
export type CircadianRangeQuery = z.infer<typeof CircadianRangeQuerySchema>;

export const CIRCADIAN_SORTS = ['asc', 'desc'] as const;
export const AdminCircadianQuerySchema = z.object({
  username: z.string().trim().max(100).optional(),
  date: IsoDateSchema.optional(),
  meal: MealSchema.optional(),
  sort: z.enum(CIRCADIAN_SORTS).default('desc'),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type AdminCircadianQuery = z.infer<typeof AdminCircadianQuerySchema>;

// ---- eating events (issue 22): anything eaten or drunk (other than water), at any time of day ----

export const EATING_KINDS = ['meal', 'snack', 'drink'] as const;
export const EatingKindSchema = z.enum(EATING_KINDS, { error: 'kind must be meal, snack or drink' });
export type EatingKind = z.infer<typeof EatingKindSchema>;
export const EATING_KIND_LABELS: Record<EatingKind, string> = { meal: 'Meal', snack: 'Snack', drink: 'Drink' };
/** At most this many eating events on one day (the 21st is refused). */
export const MAX_EATING_EVENTS_PER_DAY = 20;
export const EATING_NOTE_MAX_LENGTH = 200;

export const EatingEventBodySchema = z.object({
  time: ClockTimeSchema,
  kind: EatingKindSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(EATING_NOTE_MAX_LENGTH, { message: `note must be at most ${EATING_NOTE_MAX_LENGTH} characters` })
    .optional(),
});
export type EatingEventBody = z.infer<typeof EatingEventBodySchema>;

export const EatingEventParamSchema = z.object({
  date: CircadianDateSchema,
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ message: 'id must be a positive whole number' }),
});
/** GET /api/circadian/eating/:id/photo */
export const EatingPhotoParamSchema = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ message: 'id must be a positive whole number' }),
});
export const EatingEventUserParamSchema = CircadianUserDateParamSchema.extend({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive({ message: 'id must be a positive whole number' }),
});

/** One eating event as every answer shows it; photoUrl is the authenticated route serving its photo. */
export const EatingEventSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  kind: EatingKindSchema,
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type EatingEvent = z.infer<typeof EatingEventSchema>;

// ---- answer shapes ----

/** Daily circadian record (member read for one date), spec section 3. */
export const DailyRecordSchema = z.object({
  date: z.string(),
  breakfastLogged: z.boolean(),
  breakfastTime: z.string().nullable(),
  lunchLogged: z.boolean(),
  lunchTime: z.string().nullable(),
  dinnerLogged: z.boolean(),
  dinnerTime: z.string().nullable(),
  waterCups: z.number().int(),
  sleepStart: z.string().nullable(),
  sleepEnd: z.string().nullable(),
  /** Eating events of the day, sorted by time (issue 22). */
  eating: z.array(EatingEventSchema),
});
export type DailyRecord = z.infer<typeof DailyRecordSchema>;

/** Circadian day entry (other views), spec section 3. */
export const DayEntrySchema = z.object({
  date: z.string(),
  breakfast_logged: z.boolean(),
  breakfast_time: z.string().nullable(),
  lunch_logged: z.boolean(),
  lunch_time: z.string().nullable(),
  dinner_logged: z.boolean(),
  dinner_time: z.string().nullable(),
  water_cups: z.number().int(),
  sleep_hours: z.number().nullable(),
  /** Eating events of the day, sorted by time (issue 22). */
  eating: z.array(EatingEventSchema),
  /** First to last eating of the day, meal marks and eating events together (eatingWindowHours); null with fewer than two. */
  eating_window_hours: z.number().nullable(),
});
export type DayEntry = z.infer<typeof DayEntrySchema>;

/** The admin view: camelCase names plus id and username. */
export const AdminCircadianEntrySchema = DailyRecordSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  sleepHours: z.number().nullable(),
});
export type AdminCircadianEntry = z.infer<typeof AdminCircadianEntrySchema>;

export function emptyDailyRecord(date: string): DailyRecord {
  return {
    date,
    breakfastLogged: false,
    breakfastTime: null,
    lunchLogged: false,
    lunchTime: null,
    dinnerLogged: false,
    dinnerTime: null,
    waterCups: 0,
    sleepStart: null,
    sleepEnd: null,
    eating: [],
  };
}

export function toDayEntry(record: DailyRecord): DayEntry {
  return {
    date: record.date,
    breakfast_logged: record.breakfastLogged,
    breakfast_time: record.breakfastTime,
    lunch_logged: record.lunchLogged,
    lunch_time: record.lunchTime,
    dinner_logged: record.dinnerLogged,
    dinner_time: record.dinnerTime,
    water_cups: record.waterCups,
    sleep_hours: sleepHoursBetween(record.sleepStart, record.sleepEnd),
    eating: record.eating,
    eating_window_hours: eatingWindowHours(record),
  };
}
