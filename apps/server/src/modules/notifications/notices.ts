// What each event says. Short, plain, and free of health values: these texts may travel as push
// payloads to a phone's lock screen.
import { zoneShortName } from '@rhythmfit/contracts';
import type { NotifyInput } from './notifications.types.js';

interface BookingLike {
  user_id: number;
  user_name?: string | null;
  date: string;
  time: string;
  status?: string;
}

const member = (userId: number) => ({ userIds: [userId] });
const coaches = { coaches: true as const };
const when = (b: { date: string; time: string }) => `${b.date} at ${b.time}`;
const who = (name: string | null | undefined) => name?.trim() || 'A member';
const statusWord: Record<string, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
};

export const bookingConfirmed = (b: BookingLike): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_confirmed',
  title: 'Appointment booked',
  body: `Your appointment on ${when(b)} is booked.`,
  link: '/my-bookings',
});

export const coachNewBooking = (b: BookingLike): NotifyInput => ({
  to: coaches,
  kind: 'coach_new_booking',
  title: 'New booking',
  body: `${who(b.user_name)} booked an appointment on ${when(b)}.`,
  link: '/admin/bookings',
});

export const bookingStatusChanged = (b: BookingLike): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_status_changed',
  title: 'Appointment updated',
  body: `Your appointment on ${when(b)} is now ${statusWord[b.status ?? ''] ?? b.status}.`,
  link: '/my-bookings',
});

export const bookingLinkSet = (b: BookingLike): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_link_set',
  title: 'Meeting link ready',
  body: `Your appointment on ${when(b)} has a meeting link. Join from My Appointments.`,
  link: '/my-bookings',
});

export const bookingCancelledByCoach = (b: BookingLike): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_cancelled',
  title: 'Appointment cancelled',
  body: `Your coach cancelled your appointment on ${when(b)}. You can book another time.`,
  link: '/book-appointment',
});

export const coachBookingCancelled = (b: BookingLike): NotifyInput => ({
  to: coaches,
  kind: 'coach_booking_cancelled',
  title: 'Booking cancelled',
  body: `${who(b.user_name)} cancelled their appointment on ${when(b)}.`,
  link: '/admin/bookings',
});

export const sessionStatusChanged = (s: { user_id: number; date: string; time: string; status: string }): NotifyInput => ({
  to: member(s.user_id),
  kind: 'session_status_changed',
  title: 'Session updated',
  body: `Your coaching session on ${when(s)} is now ${s.status}.`,
  link: '/dashboard',
});

export const sessionLinkSet = (s: { user_id: number; date: string; time: string }): NotifyInput => ({
  to: member(s.user_id),
  kind: 'session_link_set',
  title: 'Session link ready',
  body: `Your coaching session on ${when(s)} has a meeting link.`,
  link: '/dashboard',
});

export const dietPlanAssigned = (userId: number, planTitle: string): NotifyInput => ({
  to: member(userId),
  kind: 'diet_plan_assigned',
  title: 'New diet plan',
  body: `Your coach assigned you a diet plan: ${planTitle}.`,
  link: '/diet-plans',
});

export const deletionRequestReceived = (userId: number): NotifyInput => ({
  to: member(userId),
  kind: 'deletion_request_received',
  title: 'Deletion request received',
  body: 'We received your request to delete your account. You can still sign in until it is processed.',
  link: '/account-settings',
});

export const coachDeletionRequest = (name: string | null | undefined): NotifyInput => ({
  to: coaches,
  kind: 'coach_deletion_request',
  title: 'Account deletion request',
  body: `${who(name)} asked for their account to be deleted.`,
  link: '/admin',
});

export const bookingAwaitingCoach = (b: BookingLike): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_confirmed',
  title: 'Appointment requested',
  body: `Your appointment on ${when(b)} is waiting for your coach to confirm it.`,
  link: '/my-bookings',
});

export const coachNoShowBookingPending = (b: BookingLike, noShows: number): NotifyInput => ({
  to: coaches,
  kind: 'coach_no_show_booking_pending',
  title: 'Booking needs your confirmation',
  body: `${who(b.user_name)} booked ${when(b)} after ${noShows} recent no-show${noShows === 1 ? '' : 's'}. Confirm it in All Bookings.`,
  link: '/admin/bookings',
});

export const bookingRescheduled = (b: BookingLike, from: { date: string; time: string }): NotifyInput => ({
  to: member(b.user_id),
  kind: 'booking_rescheduled',
  title: 'Appointment moved',
  body: `Your appointment moved from ${when(from)} to ${when(b)}.`,
  link: '/my-bookings',
});

export const coachBookingRescheduled = (b: BookingLike, from: { date: string; time: string }): NotifyInput => ({
  to: coaches,
  kind: 'coach_booking_rescheduled',
  title: 'Booking moved',
  body: `${who(b.user_name)}'s appointment moved from ${when(from)} to ${when(b)}.`,
  link: '/admin/bookings',
});

/** A freed slot held for a member of the waitlist; the hold's end is read in the business zone. */
export const waitlistOffer = (
  o: { user_id: number; date: string; time: string; expiresAt: string },
  businessTimeZone: string,
): NotifyInput => {
  const until = new Date(o.expiresAt);
  const clock = until.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: businessTimeZone });
  return {
    to: member(o.user_id),
    kind: 'waitlist_offer',
    title: 'A time opened up',
    body: `${when(o)} is free and held for you until ${clock} ${zoneShortName(businessTimeZone, until)}. Accept it in My Appointments.`,
    link: '/my-bookings',
  };
};

// Conversations: never the message itself (it may be health talk, and this can reach a lock screen).
export const messageFromCoach = (userIds: number[]): NotifyInput => ({
  to: { userIds },
  kind: 'message_received',
  title: 'New message',
  body: 'Your coach sent you a message.',
  link: '/messages',
});

export const messageFromMember = (userId: number, name: string | null | undefined): NotifyInput => ({
  to: coaches,
  kind: 'message_received',
  title: 'New message',
  body: `${who(name)} sent a message.`,
  link: `/admin/messages?user=${userId}`,
});

// ---- weekly check-ins (issue 42): no answers, figures or photos, only that there is one ----

const weekWord = (weekOf: string) => {
  const [y, m, d] = weekOf.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

export const checkInDue = (userId: number): NotifyInput => ({
  to: member(userId),
  kind: 'check_in_due',
  title: 'Weekly check-in',
  body: 'Your weekly check-in is open. It takes a few minutes.',
  link: '/check-in',
});

export const checkInReviewed = (userId: number, weekOf: string): NotifyInput => ({
  to: member(userId),
  kind: 'check_in_reviewed',
  title: 'Check-in reviewed',
  body: `Your coach reviewed your check-in for the week of ${weekWord(weekOf)}.`,
  link: '/check-in',
});

export const coachCheckInSubmitted = (name: string | null | undefined): NotifyInput => ({
  to: coaches,
  kind: 'coach_check_in_submitted',
  title: 'New check-in',
  body: `${who(name)} sent their weekly check-in.`,
  link: '/admin/check-ins',
});
