// What each event says. Short, plain, and free of health values: these texts may travel as push
// payloads to a phone's lock screen. Each text comes from the notifications catalogue
// (src/locales/<language>/notifications.json) in every language; each recipient reads their own.
import { zoneShortName, type Language, type NotificationKind } from '@rhythmfit/contracts';
import { INTL_LOCALE, inEveryLanguage, textsFor, type Translate } from '../../lib/texts.js';
import type { NoticeText, NotifyInput, Recipients } from './notifications.types.js';

interface BookingLike {
  user_id: number;
  user_name?: string | null;
  date: string;
  time: string;
  status?: string;
}

type T = Translate<'notifications'>;

const member = (userId: number) => ({ userIds: [userId] });
const coaches = { coaches: true as const };
const when = (t: T, b: { date: string; time: string }) => t('when', { date: b.date, time: b.time });
const who = (t: T, name: string | null | undefined) => name?.trim() || t('someMember');
const statusWord = (t: T, status: string | undefined): string => {
  switch (status) {
    case 'pending':
      return t('bookingStatus.pending');
    case 'confirmed':
      return t('bookingStatus.confirmed');
    case 'cancelled':
      return t('bookingStatus.cancelled');
    case 'no_show':
      return t('bookingStatus.noShow');
    default:
      return status ?? '';
  }
};

/** A notice in every language: English as its title and body, the others as translations. */
export function localizedNotice(
  to: Recipients,
  kind: NotificationKind,
  link: string | null,
  text: (t: T, language: Language) => NoticeText,
): NotifyInput {
  const texts = inEveryLanguage((language) => text(textsFor('notifications', language), language));
  const { en, ...translations } = texts;
  return { to, kind, link, title: en.title, body: en.body, translations };
}

export const bookingConfirmed = (b: BookingLike): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_confirmed', '/my-bookings', (t) => ({
    title: t('bookingConfirmed.title'),
    body: t('bookingConfirmed.body', { when: when(t, b) }),
  }));

export const coachNewBooking = (b: BookingLike): NotifyInput =>
  localizedNotice(coaches, 'coach_new_booking', '/admin/bookings', (t) => ({
    title: t('coachNewBooking.title'),
    body: t('coachNewBooking.body', { name: who(t, b.user_name), when: when(t, b) }),
  }));

export const bookingStatusChanged = (b: BookingLike): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_status_changed', '/my-bookings', (t) => ({
    title: t('bookingStatusChanged.title'),
    body: t('bookingStatusChanged.body', { when: when(t, b), status: statusWord(t, b.status) }),
  }));

export const bookingLinkSet = (b: BookingLike): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_link_set', '/my-bookings', (t) => ({
    title: t('bookingLinkSet.title'),
    body: t('bookingLinkSet.body', { when: when(t, b) }),
  }));

export const bookingCancelledByCoach = (b: BookingLike): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_cancelled', '/book-appointment', (t) => ({
    title: t('bookingCancelledByCoach.title'),
    body: t('bookingCancelledByCoach.body', { when: when(t, b) }),
  }));

export const coachBookingCancelled = (b: BookingLike): NotifyInput =>
  localizedNotice(coaches, 'coach_booking_cancelled', '/admin/bookings', (t) => ({
    title: t('coachBookingCancelled.title'),
    body: t('coachBookingCancelled.body', { name: who(t, b.user_name), when: when(t, b) }),
  }));

export const sessionStatusChanged = (s: { user_id: number; date: string; time: string; status: string }): NotifyInput =>
  localizedNotice(member(s.user_id), 'session_status_changed', '/dashboard', (t) => ({
    title: t('sessionStatusChanged.title'),
    body: t('sessionStatusChanged.body', { when: when(t, s), status: s.status }),
  }));

export const sessionLinkSet = (s: { user_id: number; date: string; time: string }): NotifyInput =>
  localizedNotice(member(s.user_id), 'session_link_set', '/dashboard', (t) => ({
    title: t('sessionLinkSet.title'),
    body: t('sessionLinkSet.body', { when: when(t, s) }),
  }));

export const dietPlanAssigned = (userId: number, planTitle: string): NotifyInput =>
  localizedNotice(member(userId), 'diet_plan_assigned', '/diet-plans', (t) => ({
    title: t('dietPlanAssigned.title'),
    body: t('dietPlanAssigned.body', { plan: planTitle }),
  }));

export const deletionRequestReceived = (userId: number): NotifyInput =>
  localizedNotice(member(userId), 'deletion_request_received', '/account-settings', (t) => ({
    title: t('deletionRequestReceived.title'),
    body: t('deletionRequestReceived.body'),
  }));

export const coachDeletionRequest = (name: string | null | undefined): NotifyInput =>
  localizedNotice(coaches, 'coach_deletion_request', '/admin', (t) => ({
    title: t('coachDeletionRequest.title'),
    body: t('coachDeletionRequest.body', { name: who(t, name) }),
  }));

export const bookingAwaitingCoach = (b: BookingLike): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_confirmed', '/my-bookings', (t) => ({
    title: t('bookingAwaitingCoach.title'),
    body: t('bookingAwaitingCoach.body', { when: when(t, b) }),
  }));

export const coachNoShowBookingPending = (b: BookingLike, noShows: number): NotifyInput =>
  localizedNotice(coaches, 'coach_no_show_booking_pending', '/admin/bookings', (t) => ({
    title: t('coachNoShowBookingPending.title'),
    body: t('coachNoShowBookingPending.body', { name: who(t, b.user_name), when: when(t, b), count: noShows }),
  }));

export const bookingRescheduled = (b: BookingLike, from: { date: string; time: string }): NotifyInput =>
  localizedNotice(member(b.user_id), 'booking_rescheduled', '/my-bookings', (t) => ({
    title: t('bookingRescheduled.title'),
    body: t('bookingRescheduled.body', { from: when(t, from), when: when(t, b) }),
  }));

export const coachBookingRescheduled = (b: BookingLike, from: { date: string; time: string }): NotifyInput =>
  localizedNotice(coaches, 'coach_booking_rescheduled', '/admin/bookings', (t) => ({
    title: t('coachBookingRescheduled.title'),
    body: t('coachBookingRescheduled.body', { name: who(t, b.user_name), from: when(t, from), when: when(t, b) }),
  }));

/** A freed slot held for a member of the waitlist; the hold's end is read in the business zone. */
export const waitlistOffer = (
  o: { user_id: number; date: string; time: string; expiresAt: string },
  businessTimeZone: string,
): NotifyInput => {
  const until = new Date(o.expiresAt);
  const clock = until.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: businessTimeZone });
  const zone = zoneShortName(businessTimeZone, until);
  return localizedNotice(member(o.user_id), 'waitlist_offer', '/my-bookings', (t) => ({
    title: t('waitlistOffer.title'),
    body: t('waitlistOffer.body', { when: when(t, o), until: clock, zone }),
  }));
};

// Conversations: never the message itself (it may be health talk, and this can reach a lock screen).
export const messageFromCoach = (userIds: number[]): NotifyInput =>
  localizedNotice({ userIds }, 'message_received', '/messages', (t) => ({
    title: t('messageFromCoach.title'),
    body: t('messageFromCoach.body'),
  }));

export const messageFromMember = (userId: number, name: string | null | undefined): NotifyInput =>
  localizedNotice(coaches, 'message_received', `/admin/messages?user=${userId}`, (t) => ({
    title: t('messageFromMember.title'),
    body: t('messageFromMember.body', { name: who(t, name) }),
  }));

// ---- weekly check-ins (issue 42): no answers, figures or photos, only that there is one ----

/** The week's day, as the member's language writes it ("1 Dec" / "1 दिस॰"). */
const weekWord = (weekOf: string, language: Language) => {
  const [y, m, d] = weekOf.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(language === 'en' ? 'en-GB' : INTL_LOCALE[language], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
};

export const checkInDue = (userId: number): NotifyInput =>
  localizedNotice(member(userId), 'check_in_due', '/check-in', (t) => ({
    title: t('checkInDue.title'),
    body: t('checkInDue.body'),
  }));

export const checkInReviewed = (userId: number, weekOf: string): NotifyInput =>
  localizedNotice(member(userId), 'check_in_reviewed', '/check-in', (t, language) => ({
    title: t('checkInReviewed.title'),
    body: t('checkInReviewed.body', { week: weekWord(weekOf, language) }),
  }));

export const coachCheckInSubmitted = (name: string | null | undefined): NotifyInput =>
  localizedNotice(coaches, 'coach_check_in_submitted', '/admin/check-ins', (t) => ({
    title: t('coachCheckInSubmitted.title'),
    body: t('coachCheckInSubmitted.body', { name: who(t, name) }),
  }));
