// Booking policies, reschedule, no-shows and the waitlist (issue 16): the coach's settings with
// their defaults and ranges, the server's refusal texts, the waitlist payloads, and the pure rules
// the screens and the server share (hours until a slot, the two-zone time label).
import { z } from 'zod';
import { ClockTimeSchema, IsoDateSchema } from './common.js';
import { wallClockIn, wallClockToInstant } from './coaching-time.js';

/** BUSINESS_TIME_ZONE's default: the zone slot times are written in. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Kolkata';

// ---------- the coach's policy ----------

export const BOOKING_POLICY_FIELDS = [
  'cancelCutoffHours',
  'rescheduleCutoffHours',
  'minNoticeHours',
  'maxActiveBookingsPerMember',
  'freeSessionsPer30Days',
  'bufferMinutes',
  'noShowLimit',
  'waitlistHoldMinutes',
] as const;
export type BookingPolicyField = (typeof BOOKING_POLICY_FIELDS)[number];

export interface BookingPolicy {
  cancelCutoffHours: number;
  rescheduleCutoffHours: number;
  minNoticeHours: number;
  maxActiveBookingsPerMember: number;
  freeSessionsPer30Days: number;
  bufferMinutes: number;
  noShowLimit: number;
  waitlistHoldMinutes: number;
  /** Issue 23: members need an active (paid) membership to book. Off by default. */
  requireActiveMembership: boolean;
}

export const BOOKING_POLICY_DEFAULTS: BookingPolicy = {
  cancelCutoffHours: 12,
  rescheduleCutoffHours: 12,
  minNoticeHours: 2,
  maxActiveBookingsPerMember: 1,
  freeSessionsPer30Days: 2,
  bufferMinutes: 0,
  noShowLimit: 2,
  waitlistHoldMinutes: 30,
  requireActiveMembership: false,
};

/** Inclusive ranges of whole numbers. */
export const BOOKING_POLICY_RANGES: Record<BookingPolicyField, { min: number; max: number; label: string }> = {
  cancelCutoffHours: { min: 0, max: 168, label: 'Cancel cut-off (hours)' },
  rescheduleCutoffHours: { min: 0, max: 168, label: 'Reschedule cut-off (hours)' },
  minNoticeHours: { min: 0, max: 168, label: 'Minimum notice (hours)' },
  maxActiveBookingsPerMember: { min: 1, max: 20, label: 'Upcoming appointments per member' },
  freeSessionsPer30Days: { min: 1, max: 100, label: 'Free sessions per 30 days' },
  bufferMinutes: { min: 0, max: 240, label: 'Buffer between appointments (minutes)' },
  noShowLimit: { min: 1, max: 20, label: 'No-shows before coach approval' },
  waitlistHoldMinutes: { min: 5, max: 1440, label: 'Waitlist offer hold (minutes)' },
};

export function policyRangeMessage(field: BookingPolicyField): string {
  const { min, max } = BOOKING_POLICY_RANGES[field];
  return `${field} must be a whole number from ${min} to ${max}`;
}

const policyNumber = (field: BookingPolicyField) => {
  const { min, max } = BOOKING_POLICY_RANGES[field];
  const message = policyRangeMessage(field);
  return z.number({ error: message }).int({ message }).min(min, { message }).max(max, { message });
};

export const BookingPolicySchema = z.object({
  cancelCutoffHours: policyNumber('cancelCutoffHours'),
  rescheduleCutoffHours: policyNumber('rescheduleCutoffHours'),
  minNoticeHours: policyNumber('minNoticeHours'),
  maxActiveBookingsPerMember: policyNumber('maxActiveBookingsPerMember'),
  freeSessionsPer30Days: policyNumber('freeSessionsPer30Days'),
  bufferMinutes: policyNumber('bufferMinutes'),
  noShowLimit: policyNumber('noShowLimit'),
  waitlistHoldMinutes: policyNumber('waitlistHoldMinutes'),
  requireActiveMembership: z.boolean({ error: 'requireActiveMembership must be true or false' }),
});

/** PUT body: requireActiveMembership may be left out (a client from before issue 23 keeps the stored value). */
export const BookingPolicyBodySchema = BookingPolicySchema.extend({
  requireActiveMembership: BookingPolicySchema.shape.requireActiveMembership.optional(),
});

/** How far back no-shows count toward the limit. */
export const NO_SHOW_WINDOW_DAYS = 60;
/** The window of free sessions. */
export const FREE_SESSIONS_WINDOW_DAYS = 30;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The server's refusals ({ message, code }) and the screens' new texts. */
export const BOOKING_POLICY_MESSAGES = {
  tooSoon: (hours: number) => `Appointments need at least ${plural(hours, 'hour')} notice. Please pick a later time.`,
  tooManyActive: (max: number) => `You already have ${plural(max, 'upcoming appointment')}, the most you can hold at once.`,
  freeSessionsUsed: (count: number, againOn: string) =>
    `You have used your ${plural(count, 'free session')} for the last 30 days. You can book again from ${againOn}.`,
  buffer: (minutes: number) => `That time is too close to another appointment. Please pick a time at least ${minutes} minutes away.`,
  cancelCutoff: (hours: number) =>
    `Appointments can be cancelled up to ${plural(hours, 'hour')} before they start. Please contact your coach.`,
  rescheduleCutoff: (hours: number) =>
    `Appointments can be moved up to ${plural(hours, 'hour')} before they start. Please contact your coach.`,
  noShowTooEarly: 'A no-show can be marked only after the appointment time has passed.',
  offerExpired: 'This offer has expired or the time was taken.',
  alreadyWaiting: 'You are already on the waitlist for this day.',
  dayHasFreeSlots: 'This day still has free times. Please pick one of them.',
  waitlistDateInPast: 'That day has passed. Please pick a later day.',
  rescheduleSameSlot: 'This appointment is already at that time.',
  bookingNotActive: 'Only upcoming appointments can be moved.',
  awaitingCoach: 'Waiting for your coach to confirm',
} as const;

// ---------- reschedule ----------

export const RescheduleBodySchema = z.object({ date: IsoDateSchema, time: ClockTimeSchema });
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;

// ---------- waitlist ----------

export const JoinWaitlistBodySchema = z.object({ date: IsoDateSchema });
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'passed', 'left'] as const;
export const WAITLIST_OFFER_STATUSES = ['offered', 'accepted', 'expired', 'declined'] as const;

export const WaitlistOfferSchema = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  date: z.string(),
  time: z.string(),
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof WaitlistOfferSchema>;

export const WaitlistEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  createdAt: z.string(),
  /** The open offer of this entry, if any. */
  offer: WaitlistOfferSchema.nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

// ---------- pure rules ----------

/** Hours (fractional) from `now` until the slot's wall-clock time in the business zone. */
export function hoursUntilSlot(date: string, time: string, now: Date, businessTimeZone: string): number {
  return (wallClockToInstant(date, time, businessTimeZone).getTime() - now.getTime()) / 3_600_000;
}

// Building an Intl.DateTimeFormat costs far more than using one (each booking's reminders name the
// zone twice: 8% of the bench's booking burst with a new formatter per call, issue 24), so one is
// kept per zone; the zones in use are the business zone and a few members' zones.
const shortNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** The short name of a zone at an instant ("IST", "GMT+4"). */
export function zoneShortName(timeZone: string, at: Date): string {
  let formatter = shortNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' });
    shortNameFormatters.set(timeZone, formatter);
  }
  const part = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "Asia/Dubai" → "Dubai", "America/New_York" → "New York". */
export function zoneCity(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** What a slot's time label says, as values, for a screen to write in its own language. */
export interface SlotTimeParts {
  /** The slot's time (HH:MM) and the business zone's short name ("IST"). */
  time: string;
  zone: string;
  /** The member's own clock, when it reads differently from the business clock; else null. */
  member: {
    /** HH:MM on the member's clock. */
    time: string;
    /** The member's zone as a place ("New York"). */
    city: string;
    /** The member's calendar date (YYYY-MM-DD) when it is not the slot's date; else null. */
    date: string | null;
  } | null;
}

/** The parts of slotTimeLabel: the business time, and the member's own time where it differs. */
export function slotTimeParts(date: string, time: string, businessTimeZone: string, memberTimeZone: string): SlotTimeParts {
  const instant = wallClockToInstant(date, time, businessTimeZone);
  const zone = zoneShortName(businessTimeZone, instant);
  const mine = wallClockIn(instant, memberTimeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const myDate = `${mine.year}-${pad(mine.month)}-${pad(mine.day)}`;
  const myTime = `${pad(mine.hour)}:${pad(mine.minute)}`;
  if (myDate === date && myTime === time) return { time, zone, member: null };
  return { time, zone, member: { time: myTime, city: zoneCity(memberTimeZone), date: myDate === date ? null : myDate } };
}

/**
 * A slot's time as a member reads it, in English (the web writes it in the reader's language from
 * slotTimeParts): the business time alone ("12:00 IST") when the member's zone keeps the same
 * clock, otherwise the member's own time first with their zone named, then the business time:
 * "10:30 (Dubai) · 12:00 IST". A different calendar day is named too.
 */
export function slotTimeLabel(date: string, time: string, businessTimeZone: string, memberTimeZone: string): string {
  const parts = slotTimeParts(date, time, businessTimeZone, memberTimeZone);
  const business = `${parts.time} ${parts.zone}`;
  if (!parts.member) return business;
  const day = parts.member.date
    ? ` ${new Date(`${parts.member.date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}`
    : '';
  return `${parts.member.time}${day} (${parts.member.city}) · ${business}`;
}
