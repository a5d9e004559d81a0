// My Appointments: the member's bookings with their status badge, Join Meeting when a link is
// set, "Add to calendar", moving and cancelling a future booking; and the member's waitlist with
// any time held for them (accept or decline). Appointments whose hour is over are listed after
// the upcoming ones as past: no Join Meeting, only their outcome when the coach set one.
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  bookingBadge,
  canCancelBooking,
  runtimeTimeZone,
  wallClockToInstant,
  type Booking,
  type WaitlistEntry,
} from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { formatListDate, formatTime } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useLiveEvent } from '../../../lib/live-events';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCancelBooking } from '../api/cancel-booking';
import { useBusinessZone } from '../api/get-business-zone';
import { useMyBookings } from '../api/get-my-bookings';
import { coachingKeys } from '../api/keys';
import { useAcceptOffer, useDeclineOffer, useLeaveWaitlist, useWaitlist } from '../api/waitlist';
import { RescheduleModal } from '../components/reschedule-modal';
import { downloadBookingIcs } from '../lib/download-ics';
import { slotTimeText } from '../lib/slot-time';
import { coachingTexts, statusLabel } from '../texts';

function untilLabel(iso: string): string {
  return formatTime(new Date(iso));
}

function WaitlistCard({ entry, businessZone }: { entry: WaitlistEntry; businessZone: string }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const leave = useLeaveWaitlist();
  const t = useTexts(coachingTexts);
  const offer = entry.offer;
  const fail = (error: unknown) => notifyError(errorMessage(error, t('myWaitlist.failed')));
  return (
    <Card withBorder padding="md" component="article" aria-label={t('myWaitlist.aria', { date: formatListDate(entry.date) })}>
      <Stack gap={6}>
        {offer ? (
          <Text fw={600}>
            {t('myWaitlist.held', {
              date: formatListDate(offer.date),
              time: slotTimeText(offer.date, offer.time, businessZone, runtimeTimeZone()),
              until: untilLabel(offer.expiresAt),
            })}
          </Text>
        ) : (
          <Text>{t('myWaitlist.waiting', { date: formatListDate(entry.date) })}</Text>
        )}
        <Group gap="sm" wrap="wrap">
          {offer && (
            <>
              <Button
                size="xs"
                loading={accept.isPending}
                onClick={() => accept.mutate(offer.id, { onSuccess: () => notifySuccess(t('myWaitlist.accepted')), onError: fail })}
              >
                {t('myWaitlist.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={decline.isPending}
                onClick={() => decline.mutate(offer.id, { onSuccess: () => notifySuccess(t('myWaitlist.declined')), onError: fail })}
              >
                {t('myWaitlist.decline')}
              </Button>
            </>
          )}
          {(entry.status === 'waiting' || entry.status === 'offered') && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={leave.isPending}
              onClick={() => leave.mutate(entry.id, { onSuccess: () => notifySuccess(t('myWaitlist.left')), onError: fail })}
            >
              {t('myWaitlist.leave')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function MyWaitlist({ businessZone }: { businessZone: string }) {
  const waitlist = useWaitlist();
  const t = useTexts(coachingTexts);
  const client = useQueryClient();
  // A time held for the member shows up at once, without a reload.
  useLiveEvent('waitlist_offer', () => void client.invalidateQueries({ queryKey: coachingKeys.waitlist }));
  // An offer (or a booking change) made while the stream was (re)connecting or down: read again.
  useLiveEvent('refresh', () => void client.invalidateQueries({ queryKey: ['coaching'] }));
  const open = (waitlist.data ?? []).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');
  if (waitlist.isLoading) return null;
  if (waitlist.isError) return <Text c="dimmed">{t('myWaitlist.error')}</Text>;
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('myWaitlist.title')}>
      <Title order={2} size="h4">
        {t('myWaitlist.title')}
      </Title>
      {open.map((entry) => (
        <WaitlistCard key={entry.id} entry={entry} businessZone={businessZone} />
      ))}
    </Stack>
  );
}

/** An appointment lasts an hour (as in its calendar file); after that it is past. */
const APPOINTMENT_MS = 60 * 60_000;

export function isPastBooking(booking: Pick<Booking, 'date' | 'time'>, now: Date, businessZone: string): boolean {
  return wallClockToInstant(booking.date, booking.time, businessZone).getTime() + APPOINTMENT_MS <= now.getTime();
}

/** Upcoming soonest first, then the past ones, latest first. */
export function splitBookings(list: Booking[], now: Date, businessZone: string): { upcoming: Booking[]; past: Booking[] } {
  const start = (b: Booking) => wallClockToInstant(b.date, b.time, businessZone).getTime();
  const upcoming = list.filter((b) => !isPastBooking(b, now, businessZone)).sort((a, b) => start(a) - start(b));
  const past = list.filter((b) => isPastBooking(b, now, businessZone)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

function PastBookingCard({ booking, businessZone }: { booking: Booking; businessZone: string }) {
  // The outcome the coach set (no-show) or a cancellation; a past appointment is never "Confirmed".
  const outcome = booking.status === 'no_show' || booking.status === 'cancelled' ? bookingBadge(booking.status) : null;
  const t = useTexts(coachingTexts);
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={t('myBookings.aria.appointment', { date: formatListDate(booking.date), time: booking.time })}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{booking.trainer_name || t('defaultTrainer')}</Text>
          <Group gap={6}>
            <Badge color="gray" variant="light">
              {t('myBookings.pastBadge')}
            </Badge>
            {outcome && (
              <Badge color={outcome.color} variant="filled">
                {statusLabel(booking.status, outcome.label)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t.rich(
            'myBookings.when',
            { 0: <strong />, 1: <strong /> },
            { date: formatListDate(booking.date), time: slotTimeText(booking.date, booking.time, businessZone, runtimeTimeZone()) },
          )}
        </Text>
      </Stack>
    </Card>
  );
}

function BookingCard({ booking, businessZone, onMove }: { booking: Booking; businessZone: string; onMove: (booking: Booking) => void }) {
  const badge = bookingBadge(booking.status);
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  // The cut-offs are checked by the server, which says so clearly when it is too late.
  const cancellable = canCancelBooking(booking, new Date(), businessZone);
  const t = useTexts(coachingTexts);
  const when = { date: formatListDate(booking.date), time: booking.time };
  return (
    <Card withBorder padding="md" component="article" aria-label={t('myBookings.aria.appointment', when)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{booking.trainer_name || t('defaultTrainer')}</Text>
          <Badge color={badge.color} variant="filled" c={badge.color === 'yellow' ? 'dark' : undefined}>
            {statusLabel(booking.status, badge.label)}
          </Badge>
        </Group>
        <Text size="sm">
          {t.rich(
            'myBookings.when',
            { 0: <strong />, 1: <strong /> },
            { date: formatListDate(booking.date), time: slotTimeText(booking.date, booking.time, businessZone, runtimeTimeZone()) },
          )}
        </Text>
        {booking.awaitingCoach && booking.status === 'pending' && (
          <Text size="sm" c="dimmed">
            {t('myBookings.awaitingCoach')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {booking.meetingLink && (
            <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
              {t('action.joinMeeting')}
            </Anchor>
          )}
          {booking.status !== 'cancelled' && booking.status !== 'no_show' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => downloadBookingIcs(booking, businessZone)}
              aria-label={t('myBookings.aria.addToCalendar', when)}
            >
              {t('myBookings.addToCalendar')}
            </Button>
          )}
          {cancellable && !asking && (
            <Button size="xs" variant="light" onClick={() => onMove(booking)} aria-label={t('myBookings.aria.reschedule', when)}>
              {t('myBookings.reschedule')}
            </Button>
          )}
          {cancellable && !asking && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setAsking(true)}>
              {t('myBookings.cancel')}
            </Button>
          )}
          {cancellable && asking && (
            <>
              <Button
                size="xs"
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(booking.id, {
                    onSuccess: () => notifySuccess(t('myBookings.cancelled')),
                    onError: (error) => notifyError(errorMessage(error, t('myBookings.cancelFailed'))),
                    onSettled: () => setAsking(false),
                  })
                }
              >
                {t('myBookings.confirmCancel')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                {t('myBookings.keep')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export default function MyBookingsPage() {
  const { userId } = useSession();
  const bookings = useMyBookings(userId);
  const businessZone = useBusinessZone();
  const [moving, setMoving] = useState<Booking | null>(null);
  const t = useTexts(coachingTexts);
  const list = bookings.data ?? [];
  const { upcoming, past } = splitBookings(list, new Date(), businessZone);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('myBookings.title')}</Title>
      <MyWaitlist businessZone={businessZone} />
      {bookings.isLoading ? (
        <Text role="status">{t('loading')}</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('myBookings.empty')}</Text>
      ) : (
        <>
          {upcoming.length > 0 && (
            <Stack gap="sm">
              {upcoming.map((booking) => (
                <BookingCard key={booking.id} booking={booking} businessZone={businessZone} onMove={setMoving} />
              ))}
            </Stack>
          )}
          {past.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="past-appointments">
              <Title order={2} size="h4" id="past-appointments">
                {t('myBookings.past')}
              </Title>
              {past.map((booking) => (
                <PastBookingCard key={booking.id} booking={booking} businessZone={businessZone} />
              ))}
            </Stack>
          )}
        </>
      )}
      <RescheduleModal booking={moving} businessZone={businessZone} onClose={() => setMoving(null)} />
    </Stack>
  );
}
