// Contracts of the coaching domain: slots and appointments, dashboard coaching sessions, live
// sessions, trainers and subscription plans, plus the pure rules the screens and server share
// (live-session grouping, the 7 day chips, price display, the calendar file).
import { z } from 'zod';
import { ClockTimeSchema, IsoDateSchema } from './common.js';
import { capitalizeStatus } from './screen-texts.js';
import { shiftIsoDate, isValidTimeZone, isoDateInZone, runtimeTimeZone, wallClockToInstant } from './coaching-time.js';

export * from './coaching-time.js';

// ---------- constants and texts of the spec ----------

export const APPOINTMENT_DAYS_SHOWN = 7;
export const SUCCESS_MODAL_MS = 2000;
// Zod-free texts and rules, kept in screen-texts.ts (the everyday screens load them without zod).
export { SESSION_POLL_MS, LIVE_SESSIONS_POLL_MS, COACHING_MESSAGES, capitalizeStatus } from './screen-texts.js';
export const RUPEES_PER_PRICE_UNIT = 83;
export const DEFAULT_TRAINER_NAME = 'Personal Coach';
export const CONFETTI = { pieces: 200, gravity: 0.1, friction: 0.99, durationMs: 5000 } as const;

/** Optional IANA zone the member's device reports; the server defaults to UTC. */
export const MemberTimeZoneSchema = z.string().max(64).refine(isValidTimeZone, { message: 'timeZone must be a valid IANA time zone' });

/**
 * A link a member will click: https, with a real public host name. Refused: other schemes and
 * `https:alert(1)`-style text, credentials, localhost, bare IPv4/IPv6 addresses and single-label
 * hosts (intranet names), which point into someone's own network rather than a meeting service.
 */
export function linkProblem(value: string): 'scheme' | 'host' | null {
  if (!/^https:\/\//i.test(value)) return 'scheme';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'host';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || /^0x/i.test(host)) return 'host';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return 'host';
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((part) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(part))) return 'host';
  const tld = labels[labels.length - 1]!;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld) ? null : 'host';
}

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label} must be a text` })
    .trim()
    .max(500, { message: `${label} must be at most 500 characters` })
    .refine((value) => linkProblem(value) !== 'scheme', { message: `${label} must be an https:// link` })
    .refine((value) => linkProblem(value) !== 'host', {
      message: `${label} must point to a public web address (not localhost or an IP address)`,
    });

/** An https link, or an empty string which clears the link. */
export const OptionalLinkSchema = (label: string) => z.union([z.literal('').transform(() => null), httpsUrl(label)]);

// ---------- slots ----------

export const SlotSchema = z.object({ id: z.number().int(), date: z.string(), time: z.string(), booked: z.boolean() });
export type Slot = z.infer<typeof SlotSchema>;
export const FreeSlotSchema = z.object({ id: z.number().int(), time: z.string() });
export type FreeSlot = z.infer<typeof FreeSlotSchema>;
export const SlotDateParamSchema = z.object({ date: IsoDateSchema });
export const SlotIdParamSchema = z.object({
  slotId: z.coerce.number().int().positive({ message: 'slotId must be a positive whole number' }),
});
export const FreeSlotsQuerySchema = z.object({ timeZone: MemberTimeZoneSchema.optional() });
export const CreateSlotBodySchema = z.object({ date: IsoDateSchema, time: ClockTimeSchema });
export type CreateSlotBody = z.infer<typeof CreateSlotBodySchema>;

// ---------- appointments (bookings) ----------

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'no_show'] as const;
export const BookingStatusSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(BOOKING_STATUSES, { error: 'status must be one of pending, confirmed, cancelled, no_show' }),
);
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  status: z.enum(BOOKING_STATUSES),
  meetingLink: z.string().nullable(),
  trainer_name: z.string().nullable(),
  userId: z.number().int(),
  user: z.object({ name: z.string() }),
  createdAt: z.string(),
  /** Booked by a member over the no-show limit: pending until the coach confirms it. */
  awaitingCoach: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const CreateBookingBodySchema = z.object({
  date: IsoDateSchema,
  time: ClockTimeSchema,
  /** The member's zone: decides whether the slot is already in the past. */
  timeZone: MemberTimeZoneSchema.optional(),
});
export type CreateBookingBody = z.infer<typeof CreateBookingBodySchema>;

export const BookingUserIdParamSchema = z.object({
  userId: z.coerce.number().int().positive({ message: 'userId must be a positive whole number' }),
});
export const BookingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  q: z.string().trim().max(100).optional(),
  date: IsoDateSchema.optional(),
});
export type BookingsQuery = z.infer<typeof BookingsQuerySchema>;
export const CancelBookingBodySchema = z.object({ timeZone: MemberTimeZoneSchema.optional() }).nullish();
/** `PUT api/bookings/{id}/link` takes a JSON-encoded string. */
export const BookingLinkBodySchema = OptionalLinkSchema('meeting link');

/** The badge of a booking: green confirmed, red cancelled, grey no-show, otherwise yellow (Pending when absent). */
export function bookingBadge(status: string | null | undefined): { label: string; color: 'green' | 'red' | 'yellow' | 'gray' } {
  const value = (status ?? '').toLowerCase();
  if (value === 'confirmed') return { label: 'Confirmed', color: 'green' };
  if (value === 'cancelled') return { label: 'Cancelled', color: 'red' };
  if (value === 'no_show') return { label: 'No-show', color: 'gray' };
  return { label: value ? capitalizeStatus(value) : 'Pending', color: 'yellow' };
}

/**
 * True while a booking can still be cancelled (or moved) by its member: pending or confirmed and
 * at least `cutoffHours` before it starts. `timeZone` is the business zone the slot is written in.
 */
export function canCancelBooking(
  booking: Pick<Booking, 'date' | 'time' | 'status'>,
  now: Date,
  timeZone: string,
  cutoffHours = 0,
): boolean {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return false;
  const start = wallClockToInstant(booking.date, booking.time, timeZone).getTime();
  return start > now.getTime() && start - now.getTime() >= cutoffHours * 3_600_000;
}

/** The coach can mark a no-show once the appointment's time has passed (and it was not cancelled). */
export function canMarkNoShow(booking: Pick<Booking, 'date' | 'time' | 'status'>, now: Date, timeZone: string): boolean {
  if (booking.status === 'cancelled' || booking.status === 'no_show') return false;
  return wallClockToInstant(booking.date, booking.time, timeZone).getTime() <= now.getTime();
}

// ---------- dashboard coaching sessions ----------

export const SESSION_STATUSES = ['pending', 'upcoming', 'completed'] as const;
export const SessionStatusSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SESSION_STATUSES, { error: 'status must be one of pending, upcoming, completed' }),
);
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const CoachingSessionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  message: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  zoomLink: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
});
export type CoachingSession = z.infer<typeof CoachingSessionSchema>;

export const BookSessionBodySchema = z.object({
  date: IsoDateSchema,
  time: ClockTimeSchema,
  message: z.string().trim().max(1000, { message: 'message must be at most 1000 characters' }).optional().nullable(),
});
export type BookSessionBody = z.infer<typeof BookSessionBodySchema>;

/** Either `{ status }` (the spec's payload) or the bare JSON string. */
export const SessionStatusBodySchema = z.union([
  z.object({ status: SessionStatusSchema }),
  SessionStatusSchema.transform((status) => ({ status })),
]);
export const SessionZoomLinkBodySchema = z.union([
  z.object({ zoomLink: OptionalLinkSchema('Zoom link') }),
  OptionalLinkSchema('Zoom link').transform((zoomLink) => ({ zoomLink })),
]);

// ---------- live sessions ----------

const instantSchema = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${label} is required`
        : `${label} must be a date-time such as 2025-01-31T18:00:00Z`,
  });

export const LiveSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  trainer: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  zoomLink: z.string().nullable(),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

export const LiveSessionBodySchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, { message: 'Title is required' })
      .max(200, { message: 'Title must be at most 200 characters' }),
    trainer: z
      .string({ error: 'Coach is required' })
      .trim()
      .min(1, { message: 'Coach is required' })
      .max(100, { message: 'Coach must be at most 100 characters' }),
    startTime: instantSchema('Start'),
    endTime: instantSchema('End'),
    zoomLink: z.union([OptionalLinkSchema('Zoom link'), z.null()]).optional(),
  })
  .refine((body) => new Date(body.endTime).getTime() > new Date(body.startTime).getTime(), {
    message: 'The end must be after the start.',
    path: ['endTime'],
  });
export type LiveSessionBody = z.input<typeof LiveSessionBodySchema>;

export interface LiveSessionGroups<T> {
  live: T[];
  upcomingToday: T[];
  future: T[];
  completedToday: T[];
}

/**
 * The live-session panel's four groups (spec section 4): live when start <= now <= end; upcoming
 * today when now < start on the same calendar day; future when the start is on a later day;
 * completed today when it ended before now, today. "Day" is read in `timeZone` (the member's).
 * Sessions that ended on an earlier day are dropped.
 */
export function groupLiveSessions<T extends Pick<LiveSession, 'startTime' | 'endTime'>>(
  sessions: readonly T[],
  now: Date,
  timeZone: string = runtimeTimeZone(),
): LiveSessionGroups<T> {
  const groups: LiveSessionGroups<T> = { live: [], upcomingToday: [], future: [], completedToday: [] };
  const today = isoDateInZone(now, timeZone);
  const t = now.getTime();
  for (const session of sessions) {
    const start = new Date(session.startTime);
    const end = new Date(session.endTime);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue;
    if (start.getTime() <= t && t <= end.getTime()) groups.live.push(session);
    else if (t < start.getTime()) {
      if (isoDateInZone(start, timeZone) === today) groups.upcomingToday.push(session);
      else groups.future.push(session);
    } else if (isoDateInZone(end, timeZone) === today) groups.completedToday.push(session);
  }
  const byStart = (a: T, b: T) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime();
  groups.live.sort(byStart);
  groups.upcomingToday.sort(byStart);
  groups.future.sort(byStart);
  groups.completedToday.sort((a, b) => new Date(b.endTime).getTime() - new Date(a.endTime).getTime());
  return groups;
}

// ---------- day chips ----------

export interface DayChip {
  date: string;
  weekday: string;
  day: string;
  month: string;
}

/** The appointment screen's strip: `count` days starting today in `timeZone`. */
export function dayChips(now: Date, timeZone: string = runtimeTimeZone(), count = APPOINTMENT_DAYS_SHOWN): DayChip[] {
  const today = isoDateInZone(now, timeZone);
  return Array.from({ length: count }, (_, index) => {
    const date = shiftIsoDate(today, index);
    // Noon UTC of that date names the right weekday and month in any zone.
    const noon = new Date(`${date}T12:00:00Z`);
    return {
      date,
      weekday: noon.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }),
      day: String(Number(date.slice(8, 10))),
      month: noon.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }),
    };
  });
}

// ---------- trainers and subscription plans ----------

export const TrainerSchema = z.object({ id: z.number().int(), name: z.string(), specialization: z.string(), experience: z.number().int() });
export type Trainer = z.infer<typeof TrainerSchema>;
export const TrainerBodySchema = z.object({
  name: z
    .string({ error: 'Trainer name is required' })
    .trim()
    .min(1, { message: 'Trainer name is required' })
    .max(100, { message: 'Trainer name must be at most 100 characters' }),
  specialization: z
    .string({ error: 'Specialization is required' })
    .trim()
    .min(1, { message: 'Specialization is required' })
    .max(200, { message: 'Specialization must be at most 200 characters' }),
  experience: z
    .number({ error: 'Experience must be a number of years' })
    .int({ message: 'Experience must be whole years' })
    .min(0, { message: 'Experience must be between 0 and 80 years' })
    .max(80, { message: 'Experience must be between 0 and 80 years' }),
});
export type TrainerBody = z.infer<typeof TrainerBodySchema>;

export const SubscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** How long one payment for the plan lasts (issue 23). */
  durationDays: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export const SubscriptionPlanBodySchema = z.object({
  name: z
    .string({ error: 'Plan name is required' })
    .trim()
    .min(1, { message: 'Plan name is required' })
    .max(100, { message: 'Plan name must be at most 100 characters' }),
  description: z.string().trim().max(1000, { message: 'Description must be at most 1000 characters' }).default(''),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, { message: 'Price cannot be negative' })
    .max(1_000_000, { message: 'Price must be at most 1000000' }),
  durationDays: z
    .number({ error: 'durationDays must be a whole number of days from 1 to 730' })
    .int({ message: 'durationDays must be a whole number of days from 1 to 730' })
    .min(1, { message: 'durationDays must be a whole number of days from 1 to 730' })
    .max(730, { message: 'durationDays must be a whole number of days from 1 to 730' })
    .default(30),
});
export type SubscriptionPlanBody = z.input<typeof SubscriptionPlanBodySchema>;

/** Subscription price display: price × 83, rupee sign, no decimals (grouped the Indian way). */
export function formatPlanPrice(price: number): string {
  const rupees = Math.round(price * RUPEES_PER_PRICE_UNIT);
  return `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;
}

// ---------- the "Add to calendar" file ----------

function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/[,;]/g, (c) => `\\${c}`);
}

function icsInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets, as RFC 5545 asks, never inside a UTF-8 character: each
 * continuation line starts with a space, which counts toward its 75.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

export interface BookingIcsInput {
  booking: Pick<Booking, 'id' | 'date' | 'time' | 'meetingLink' | 'trainer_name'>;
  /** The member's zone: the slot's wall-clock time is read in it. */
  timeZone: string;
  now?: Date;
  durationMinutes?: number;
  productName?: string;
}

/**
 * An iCalendar file for one appointment. The UID is derived from the booking id alone, so
 * downloading it twice updates the same calendar entry instead of adding a copy.
 */
export function bookingIcs({
  booking,
  timeZone,
  now = new Date(),
  durationMinutes = 60,
  productName = 'RhythmFit',
}: BookingIcsInput): string {
  const start = wallClockToInstant(booking.date, booking.time, timeZone);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const trainer = booking.trainer_name || DEFAULT_TRAINER_NAME;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${productName}//Appointments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${timeZone}`,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@rhythmfit`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${icsText(`Coaching appointment with ${trainer}`)}`,
    ...(booking.meetingLink ? [`URL:${booking.meetingLink}`, `LOCATION:${icsText(booking.meetingLink)}`] : []),
    `DESCRIPTION:${icsText(`Your ${productName} appointment on ${booking.date} at ${booking.time} (${timeZone}).${booking.meetingLink ? ` Join: ${booking.meetingLink}` : ''}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** True when the wall-clock slot lies before `now` in the zone. */
export function isSlotInPast(date: string, time: string, now: Date, timeZone: string): boolean {
  return wallClockToInstant(date, time, timeZone).getTime() <= now.getTime();
}
