// What payments and memberships tell people. Amounts appear only in the app and in push (member's
// own money); membership reminders may also go by SMS and WhatsApp, so they carry dates, never amounts.
import { formatPaise } from '@rhythmfit/contracts';
import type { PaymentRow } from '../../db/schema.js';
import type { NotifyInput } from '../notifications/index.js';

function day(instant: string, zone: string): string {
  return new Date(instant).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
}

export const paymentReceived = (row: PaymentRow, zone: string): NotifyInput => ({
  to: { userIds: row.user_id === null ? [] : [row.user_id] },
  kind: 'payment_received',
  title: 'Payment received',
  body: `Thank you: ${formatPaise(Number(row.amount_paise))} for ${row.plan_name}. Your membership runs until ${day(row.period_end!, zone)}.`,
  link: '/subscriptions',
});

export const coachPaymentReceived = (row: PaymentRow): NotifyInput => ({
  to: { coaches: true },
  kind: 'coach_payment_received',
  title: 'Payment received',
  body: `${row.billing_name?.trim() || 'A member'} paid ${formatPaise(Number(row.amount_paise))} for ${row.plan_name}.`,
  link: '/admin/payments',
});

export const membershipEnding = (userId: number, planName: string, endsAt: string, zone: string): NotifyInput => ({
  to: { userIds: [userId] },
  kind: 'membership_ending',
  title: 'Membership ending soon',
  body: `Your ${planName} membership ends on ${day(endsAt, zone)}. Renew on the Subscriptions page to keep booking.`,
  link: '/subscriptions',
});

export const membershipEnded = (userId: number, planName: string, endsAt: string, zone: string): NotifyInput => ({
  to: { userIds: [userId] },
  kind: 'membership_ended',
  title: 'Membership ended',
  body: `Your ${planName} membership ended on ${day(endsAt, zone)}. Renew any time on the Subscriptions page.`,
  link: '/subscriptions',
});
