// Notifications: what a member or coach is told (in the app, by web push, and for reminders by SMS
// and WhatsApp), their preferences, and the pure rules about quiet hours and push endpoints.
import { z } from 'zod';
import { ClockTimeSchema } from './common.js';
import { isValidTimeZone, wallClockIn } from './coaching-time.js';

export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'booking_status_changed',
  'booking_link_set',
  'booking_cancelled',
  'appointment_reminder_24h',
  'appointment_reminder_1h',
  'session_status_changed',
  'session_link_set',
  'live_session_starting',
  'diet_plan_assigned',
  'deletion_request_received',
  'coach_new_booking',
  'coach_booking_cancelled',
  'coach_deletion_request',
  'message_received',
  'booking_rescheduled',
  'coach_booking_rescheduled',
  'waitlist_offer',
  'coach_no_show_booking_pending',
  // Issue 23: memberships and payments.
  'payment_received',
  'membership_ending',
  'membership_ended',
  'coach_payment_received',
  // Issue 42: weekly check-ins (never answers, figures or photos in the text).
  'check_in_due',
  'check_in_reviewed',
  'coach_check_in_submitted',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** The only kinds that may leave by SMS or WhatsApp: reminders, never health values. */
export const REMINDER_KINDS: readonly NotificationKind[] = [
  'appointment_reminder_24h',
  'appointment_reminder_1h',
  'live_session_starting',
  // Issue 23: membership reminders carry dates only, never amounts.
  'membership_ending',
  'membership_ended',
];

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int() });
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { message: 'limit must be between 1 and 100' })
    .max(100, { message: 'limit must be between 1 and 100' })
    .default(20),
  before: z.coerce
    .number({ error: 'before must be a notification id' })
    .int()
    .positive({ message: 'before must be a notification id' })
    .optional(),
});

export const UnreadCountSchema = z.object({ unread: z.number().int() });

export const QuietHoursSchema = z
  .object({ start: ClockTimeSchema, end: ClockTimeSchema })
  .refine((value) => value.start !== value.end, { message: 'Quiet hours must start and end at different times.' });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const NotificationPreferencesSchema = z.object({
  push: z.boolean({ error: 'push must be true or false' }),
  sms: z.boolean({ error: 'sms must be true or false' }),
  whatsapp: z.boolean({ error: 'whatsapp must be true or false' }),
  liveSessionAlerts: z.boolean({ error: 'liveSessionAlerts must be true or false' }),
  /** The weekly check-in reminder on the morning of the member's check-in day (issue 42); on unless turned off. */
  checkInReminders: z.boolean({ error: 'checkInReminders must be true or false' }).default(true),
  quietHours: QuietHoursSchema.nullable(),
  timeZone: z
    .string({ error: 'timeZone must be a time zone name' })
    .refine(isValidTimeZone, { message: 'timeZone must be a time zone name such as Asia/Kolkata' }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

export const PushPublicKeySchema = z.object({ publicKey: z.string() });

export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'endpoint must be a URL' })
    .min(1, { message: 'endpoint must be a URL' })
    .max(2048, { message: 'endpoint is too long' }),
  keys: z.object(
    {
      p256dh: z.string({ error: 'keys.p256dh is required' }).min(1, { message: 'keys.p256dh is required' }).max(200),
      auth: z.string({ error: 'keys.auth is required' }).min(1, { message: 'keys.auth is required' }).max(100),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
export const PushUnsubscribeBodySchema = z.object({
  endpoint: z.string({ error: 'endpoint must be a URL' }).min(1, { message: 'endpoint must be a URL' }),
});

export const DELIVERY_CHANNELS = ['in_app', 'push', 'sms', 'whatsapp'] as const;
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);

export const DeliveriesQuerySchema = z.object({
  status: DeliveryStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const DeliverySchema = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  kind: NotificationKindSchema,
  channel: z.enum(DELIVERY_CHANNELS),
  status: DeliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  dueAt: z.string(),
  updatedAt: z.string(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * When push, SMS and WhatsApp may go out: `at` itself outside quiet hours, otherwise the instant
 * the quiet hours end (in the member's zone). Quiet hours may wrap midnight (22:00 to 07:00).
 */
export function quietHoursRelease(at: Date, quietHours: QuietHours | null, timeZone: string): Date {
  if (!quietHours) return at;
  const clock = wallClockIn(at, timeZone);
  const now = clock.hour * 60 + clock.minute;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return at;
  const minutesLeft = (end - now + 24 * 60) % (24 * 60) || 24 * 60;
  const release = new Date(at.getTime() + minutesLeft * 60_000);
  // Land on the minute the quiet hours end (drop the seconds `at` carried).
  release.setUTCSeconds(0, 0);
  return release;
}

export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
  return host === pattern;
}

/**
 * A push endpoint must be https on a known push service (extra hosts may be configured); plain
 * http only for a loopback host that is listed (tests). Anything else could make the server call
 * into its own network.
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const allowed = [...DEFAULT_PUSH_HOSTS, ...extraHosts.map((h) => h.toLowerCase())];
  if (!allowed.some((pattern) => hostMatches(host, pattern))) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK.has(host) && extraHosts.map((h) => h.toLowerCase()).includes(host);
}
