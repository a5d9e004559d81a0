// The coach's day: who needs attention (reason codes, thresholds and the pure rules behind them)
// and the one conversation each member has with the coaching team (message shapes and limits).
import { z } from 'zod';
import type { DailyRecord } from './circadian.js';
import { eatingWindowHours, type EatingDay } from './circadian-day.js';
import { sleepRegularityIndex } from './circadian-insights.js';
import { median } from './statistics.js';
import { ATTENTION_CODES, MESSAGE_MAX_LENGTH, MESSAGE_SENDERS, MESSAGE_TEXTS, messageLength, type AttentionCode } from './screen-texts.js';

// Zod-free codes, limits and texts, kept in screen-texts.ts (Needs attention loads them
// without zod).
export { ATTENTION_CODES, MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE, MESSAGE_SENDERS, MESSAGE_TEXTS, messageLength } from './screen-texts.js';
export type { AttentionCode } from './screen-texts.js';

// ---- needs attention ----

export const AttentionCodeSchema = z.enum(ATTENTION_CODES, { error: 'code must be one of the attention reason codes' });

/** Weight of each reason when members are ordered: the sum of a member's reasons, highest first. */
export const ATTENTION_WEIGHTS: Record<AttentionCode, number> = {
  missed_appointment: 6,
  missed_workouts: 5,
  no_logs: 5,
  weight_gain: 4,
  irregular_sleep: 3,
  long_eating_window: 2,
  late_dinner: 2,
  missed_check_in: 3,
};

/** The thresholds (server settings ATTENTION_*, docs/coaching.md). */
export interface AttentionThresholds {
  /** no_logs: whole days without a circadian log, weight entry or booking. */
  noLogsDays: number;
  /** long_eating_window: the median window of the last logged days must be over this many hours. */
  eatingWindowHours: number;
  /** irregular_sleep: SRI (-100..100) under this over the last 14 days... */
  sriMin: number;
  /** ...or this many points or more below the previous 14 days. */
  sriDrop: number;
  /** late_dinner: the day's last eating (a meal mark or an eating event) after this local time... */
  lateDinnerAfter: string;
  /** ...on at least this many of the last 7 days. */
  lateDinnerDays: number;
  /** weight_gain: kilograms gained between the last two monthly entries. */
  weightGainKg: number;
  /** missed_appointment: how far back a missed appointment counts, in days. */
  missedAppointmentDays: number;
  /** missed_workouts: at least this many scheduled workouts missed in the last 7 days (issue 41). */
  missedWorkouts: number;
}

export const DEFAULT_ATTENTION_THRESHOLDS: AttentionThresholds = {
  noLogsDays: 3,
  eatingWindowHours: 14,
  sriMin: 60,
  sriDrop: 15,
  lateDinnerAfter: '20:00',
  lateDinnerDays: 4,
  weightGainKg: 2,
  missedAppointmentDays: 14,
  missedWorkouts: 2,
};

/** Fixed windows of the rules (not settings). */
export const ATTENTION_WINDOWS = {
  /** The median eating window is taken over this many most recent logged days... */
  eatingWindowLoggedDays: 7,
  /** ...found within this many calendar days. */
  eatingWindowLookbackDays: 28,
  /** SRI compares the last 14 days with the 14 before. */
  sriDays: 14,
  /** SRI needs at least this many pairs of consecutive logged nights in a window to count. */
  sriMinPairs: 3,
  /** late_dinner counts the last 7 calendar days. */
  lateDinnerWindowDays: 7,
  /** missed_workouts counts the 7 days before today (a planned workout of today is not missed yet). */
  missedWorkoutsDays: 7,
} as const;

export const AttentionReasonSchema = z.object({
  code: AttentionCodeSchema,
  /** Plain words with the numbers, for the coach, in English (attentionText); the web writes its own from the figures. */
  text: z.string(),
  value: z.number(),
  threshold: z.number(),
  /** When the reason began: an instant (ISO) or a calendar date (YYYY-MM-DD); null when not known. */
  since: z.string().nullable(),
  /** irregular_sleep: the SRI of the 14 days before (null when too few nights were logged then). */
  previous: z.number().nullable().optional(),
  /** late_dinner: the clock time (HH:MM) after which a dinner is late. */
  after: z.string().optional(),
});
export type AttentionReason = z.infer<typeof AttentionReasonSchema>;

export const AttentionMemberSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  reasons: z.array(AttentionReasonSchema),
});
export type AttentionMember = z.infer<typeof AttentionMemberSchema>;

export const AttentionDismissBodySchema = z.object({ code: AttentionCodeSchema });
export type AttentionDismissBody = z.infer<typeof AttentionDismissBodySchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const fmt = (n: number) => String(round2(n));

/** The reason's sentence for the coach. */
export function attentionText(
  code: AttentionCode,
  value: number,
  threshold: number,
  extra: { previous?: number | null; after?: string } = {},
): string {
  switch (code) {
    case 'no_logs':
      return `No logs for ${plural(value, 'day')} (attention from ${threshold}).`;
    case 'long_eating_window':
      return `Eating window of ${fmt(value)} h (median of the last logged days; over ${fmt(threshold)} h needs attention).`;
    case 'irregular_sleep':
      return extra.previous != null && value >= threshold
        ? `Sleep regularity fell to ${fmt(value)} from ${fmt(extra.previous)} over the previous 14 days (SRI, -100 to 100).`
        : `Sleep regularity of ${fmt(value)} over the last 14 days (SRI, -100 to 100; under ${fmt(threshold)} needs attention).`;
    case 'late_dinner':
      return `Dinner after ${extra.after ?? DEFAULT_ATTENTION_THRESHOLDS.lateDinnerAfter} on ${value} of the last 7 days (attention from ${threshold}).`;
    case 'weight_gain':
      return `Gained ${fmt(value)} kg between the last two monthly entries (attention from ${fmt(threshold)} kg).`;
    case 'missed_workouts':
      return `Missed ${plural(value, 'workout')} in the last 7 days (attention from ${threshold}).`;
    case 'missed_appointment':
      return `${value === 1 ? 'Missed an appointment' : `Missed ${value} appointments`} in the last 14 days.`;
    case 'missed_check_in':
      return value === 1 ? 'Missed the last weekly check-in.' : `Missed the last ${value} weekly check-ins.`;
  }
}

/**
 * long_eating_window: the median daily eating window (first to last eating: meal marks and eating
 * events together, days with at least two) across the most recent `days` logged days. Null without
 * any such day.
 */
export function medianEatingWindow(
  records: (EatingDay & { date: string })[],
  days: number = ATTENTION_WINDOWS.eatingWindowLoggedDays,
): { hours: number; days: number; since: string } | null {
  return medianOfDailyWindows(
    records.map((record) => ({ date: record.date, hours: eatingWindowHours(record) })),
    days,
  );
}

/**
 * The same median over day windows already worked out (hours, null for a day without a window):
 * the server reads each day's window as the database keeps it by the same rule (migration 0010's
 * eating_window_minutes), so Needs attention does not re-read every meal and event.
 */
export function medianOfDailyWindows(
  windows: { date: string; hours: number | null }[],
  days: number = ATTENTION_WINDOWS.eatingWindowLoggedDays,
): { hours: number; days: number; since: string } | null {
  const logged = windows
    .filter((day): day is { date: string; hours: number } => day.hours !== null)
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .slice(0, days);
  const value = median(logged.map((day) => day.hours));
  if (value === null) return null;
  return { hours: round2(value), days: logged.length, since: logged[logged.length - 1]!.date };
}

/**
 * irregular_sleep over two 14-day windows: SRI of the current window, of the previous one, and
 * whether the rule holds (under `sriMin`, or `sriDrop` or more below the previous window). A
 * window needs ATTENTION_WINDOWS.sriMinPairs pairs of consecutive nights to count.
 */
export function sleepRegularityReason(
  current: DailyRecord[],
  previous: DailyRecord[],
  thresholds: Pick<AttentionThresholds, 'sriMin' | 'sriDrop'> = DEFAULT_ATTENTION_THRESHOLDS,
): { sri: number; previous: number | null; flagged: boolean } | null {
  const now = sleepRegularityIndex(current);
  if (now.sri === null || now.pairs < ATTENTION_WINDOWS.sriMinPairs) return null;
  const before = sleepRegularityIndex(previous);
  const prev = before.sri !== null && before.pairs >= ATTENTION_WINDOWS.sriMinPairs ? before.sri : null;
  const flagged = now.sri < thresholds.sriMin || (prev !== null && prev - now.sri >= thresholds.sriDrop);
  return { sri: now.sri, previous: prev, flagged };
}

/** SRI from the mean share of same-state minutes (what the database sums): -100..100, one decimal. */
export function sriFromShare(meanShare: number): number {
  return Math.round((200 * meanShare - 100) * 10) / 10;
}

/** weight_gain: kilograms gained from the previous monthly entry to the last (one decimal). */
export function weightGain(last: number, previous: number): number {
  return round1(last - previous);
}

/**
 * Orders members most urgent first, in place: the weight of their reasons, then how many, then the
 * lowest id. Each member's weight is summed once, before the sort: summed in the comparator it was
 * summed again in each of the sort's ~45,000 comparisons over the bench's 3,700 listed members,
 * about 4 MB of short-lived objects per read of Needs attention (issue 24, docs/benchmarks.md).
 */
export function sortByAttention<T extends { user: { id: number }; reasons: AttentionReason[] }>(members: T[]): T[] {
  const weights = new Map<T, number>();
  for (const member of members) {
    let weight = 0;
    for (const reason of member.reasons) weight += ATTENTION_WEIGHTS[reason.code];
    weights.set(member, weight);
  }
  return members.sort((a, b) => weights.get(b)! - weights.get(a)! || b.reasons.length - a.reasons.length || a.user.id - b.user.id);
}

/** A reason's identity for dismissals: a dismissed reason comes back when its value or since changes. */
export function attentionFingerprint(reason: Pick<AttentionReason, 'value' | 'since'>): string {
  return `${reason.value}|${reason.since ?? ''}`;
}

// ---- conversations ----

// Control characters other than tab and line breaks are not text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A message body: 1 to 2,000 characters of text after trimming. */
export const MessageTextSchema = z
  .string({ error: MESSAGE_TEXTS.empty })
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.empty });
    else if (messageLength(value) > MESSAGE_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.tooLong });
    else if (CONTROL.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.notText });
  });

export const SendMessageBodySchema = z.object({ body: MessageTextSchema });
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const BulkMessageBodySchema = z.object({
  userIds: z
    .array(z.number().int().positive(), { error: 'userIds must be a list of member ids' })
    .min(1, { message: 'Choose at least one member.' })
    .max(500, { message: 'At most 500 members at a time.' }),
  body: MessageTextSchema,
});
export type BulkMessageBody = z.infer<typeof BulkMessageBodySchema>;

export const MarkMessagesReadBodySchema = z.object({
  upTo: z.number({ error: 'upTo must be a message id' }).int().positive({ message: 'upTo must be a message id' }),
});

export const MessagePageQuerySchema = z.object({
  before: z.coerce.number({ error: 'before must be a message id' }).int().positive({ message: 'before must be a message id' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { message: 'limit must be between 1 and 100' })
    .max(100, { message: 'limit must be between 1 and 100' })
    .default(50),
});
export type MessagePageQuery = z.infer<typeof MessagePageQuerySchema>;

export const ConversationsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  from: z.enum(MESSAGE_SENDERS),
  senderName: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  lastMessage: MessageSchema.nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const MarkReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
export const BulkMessageResultSchema = z.object({ sent: z.number().int() });

/** The live event both sides receive when a conversation changes (never the text itself). */
export interface MessageLiveEvent {
  conversationId: number;
  change: 'new' | 'read';
}
