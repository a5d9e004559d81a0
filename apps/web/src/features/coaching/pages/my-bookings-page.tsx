// My Appointments: the member's bookings with their status badge, Join Meeting when a link is
// set, "Add to calendar", moving and cancelling a future booking; and the member's waitlist with
// any time held for them (accept or decline). Appointments whose hour is over are listed after
// the upcoming ones as past: no Join Meeting, only their outcome when the coach set one.
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  BOOKING_POLICY_MESSAGES,
  COACHING_MESSAGES,
  DEFAULT_TRAINER_NAME,
  bookingBadge,
  canCancelBooking,
  runtimeTimeZone,
  slotTimeLabel,
  wallClockToInstant,
  type Booking,
  type WaitlistEntry,
} from '@rhythmfit/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
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

export const MY_WAITLIST_TEXTS = {
  title: 'Your waitlist',
  waiting: (date: string) => `Waiting for a time on ${date}.`,
  held: (label: string, date: string, until: string) => `${date} at ${label} is held for you until ${until}.`,
  accept: 'Book it',
  decline: 'No thanks',
  leave: 'Leave the waitlist',
  accepted: 'Appointment booked.',
  declined: 'We passed the time to the next person.',
  left: 'You left the waitlist.',
  failed: 'Something went wrong. Please try again.',
  error: 'Could not load your waitlist.',
} as const;

function untilLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

function WaitlistCard({ entry, businessZone }: { entry: WaitlistEntry; businessZone: string }) {
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const leave = useLeaveWaitlist();
  const offer = entry.offer;
  const fail = (error: unknown) => notifyError(errorMessage(error, MY_WAITLIST_TEXTS.failed));
  return (
    <Card withBorder padding="md" component="article" aria-label={`Waitlist for ${entry.date}`}>
      <Stack gap={6}>
        {offer ? (
          <Text fw={600}>
            {MY_WAITLIST_TEXTS.held(
              slotTimeLabel(offer.date, offer.time, businessZone, runtimeTimeZone()),
              offer.date,
              untilLabel(offer.expiresAt),
            )}
          </Text>
        ) : (
          <Text>{MY_WAITLIST_TEXTS.waiting(entry.date)}</Text>
        )}
        <Group gap="sm" wrap="wrap">
          {offer && (
            <>
              <Button
                size="xs"
                loading={accept.isPending}
                onClick={() => accept.mutate(offer.id, { onSuccess: () => notifySuccess(MY_WAITLIST_TEXTS.accepted), onError: fail })}
              >
                {MY_WAITLIST_TEXTS.accept}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={decline.isPending}
                onClick={() => decline.mutate(offer.id, { onSuccess: () => notifySuccess(MY_WAITLIST_TEXTS.declined), onError: fail })}
              >
                {MY_WAITLIST_TEXTS.decline}
              </Button>
            </>
          )}
          {(entry.status === 'waiting' || entry.status === 'offered') && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={leave.isPending}
              onClick={() => leave.mutate(entry.id, { onSuccess: () => notifySuccess(MY_WAITLIST_TEXTS.left), onError: fail })}
            >
              {MY_WAITLIST_TEXTS.leave}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function MyWaitlist({ businessZone }: { businessZone: string }) {
  const waitlist = useWaitlist();
  const client = useQueryClient();
  // A time held for the member shows up at once, without a reload.
  useLiveEvent('waitlist_offer', () => void client.invalidateQueries({ queryKey: coachingKeys.waitlist }));
  // An offer (or a booking change) made while the stream was (re)connecting or down: read again.
  useLiveEvent('refresh', () => void client.invalidateQueries({ queryKey: ['coaching'] }));
  const open = (waitlist.data ?? []).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');
  if (waitlist.isLoading) return null;
  if (waitlist.isError) return <Text c="dimmed">{MY_WAITLIST_TEXTS.error}</Text>;
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={MY_WAITLIST_TEXTS.title}>
      <Title order={2} size="h4">
        {MY_WAITLIST_TEXTS.title}
      </Title>
      {open.map((entry) => (
        <WaitlistCard key={entry.id} entry={entry} businessZone={businessZone} />
      ))}
    </Stack>
  );
}

/** An appointment lasts an hour (as in its calendar file); after that it is past. */
const APPOINTMENT_MS = 60 * 60_000;

export const MY_BOOKINGS_TEXTS = {
  past: 'Past appointments',
  pastBadge: 'Past',
} as const;

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
  return (
    <Card withBorder padding="md" component="article" aria-label={`Appointment on ${booking.date} at ${booking.time}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{booking.trainer_name || DEFAULT_TRAINER_NAME}</Text>
          <Group gap={6}>
            <Badge color="gray" variant="light">
              {MY_BOOKINGS_TEXTS.pastBadge}
            </Badge>
            {outcome && (
              <Badge color={outcome.color} variant="filled">
                {outcome.label}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          <strong>Date:</strong> {booking.date} · <strong>Time:</strong>{' '}
          {slotTimeLabel(booking.date, booking.time, businessZone, runtimeTimeZone())}
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
  return (
    <Card withBorder padding="md" component="article" aria-label={`Appointment on ${booking.date} at ${booking.time}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{booking.trainer_name || DEFAULT_TRAINER_NAME}</Text>
          <Badge color={badge.color} variant="filled" c={badge.color === 'yellow' ? 'dark' : undefined}>
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm">
          <strong>Date:</strong> {booking.date} · <strong>Time:</strong>{' '}
          {slotTimeLabel(booking.date, booking.time, businessZone, runtimeTimeZone())}
        </Text>
        {booking.awaitingCoach && booking.status === 'pending' && (
          <Text size="sm" c="dimmed">
            {BOOKING_POLICY_MESSAGES.awaitingCoach}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          {booking.meetingLink && (
            <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
              Join Meeting
            </Anchor>
          )}
          {booking.status !== 'cancelled' && booking.status !== 'no_show' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => downloadBookingIcs(booking, businessZone)}
              aria-label={`Add appointment on ${booking.date} at ${booking.time} to calendar`}
            >
              Add to calendar
            </Button>
          )}
          {cancellable && !asking && (
            <Button
              size="xs"
              variant="light"
              onClick={() => onMove(booking)}
              aria-label={`Reschedule appointment on ${booking.date} at ${booking.time}`}
            >
              Reschedule
            </Button>
          )}
          {cancellable && !asking && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setAsking(true)}>
              Cancel booking
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
                    onSuccess: () => notifySuccess('Appointment cancelled.'),
                    onError: (error) => notifyError(errorMessage(error, 'Could not cancel the appointment.')),
                    onSettled: () => setAsking(false),
                  })
                }
              >
                Yes, cancel it
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                Keep it
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
  const list = bookings.data ?? [];
  const { upcoming, past } = splitBookings(list, new Date(), businessZone);
  return (
    <Stack gap="lg">
      <Title order={1}>My Appointments</Title>
      <MyWaitlist businessZone={businessZone} />
      {bookings.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{COACHING_MESSAGES.noAppointments}</Text>
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
                {MY_BOOKINGS_TEXTS.past}
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
