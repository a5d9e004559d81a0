// Book Your Appointment: pick one of 7 days, a free time, confirm; confetti and a 2-second
// success modal, then My Appointments.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  COACHING_MESSAGES,
  PAYMENT_MESSAGES,
  SUCCESS_MODAL_MS,
  dayChips,
  runtimeTimeZone,
  slotTimeLabel,
  type Booking,
} from '@rhythmfit/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCreateBooking } from '../api/create-booking';
import { useBusinessZone } from '../api/get-business-zone';
import { useFreeSlots } from '../api/get-free-slots';
import { useJoinWaitlist, useWaitlist } from '../api/waitlist';
import { BookingSuccessModal } from '../components/booking-success-modal';
import { DayStrip } from '../components/day-strip';
import { SlotGrid } from '../components/slot-grid';

/** Refusals of the booking rules: their own message is clearer than the spec's generic alert. */
const POLICY_CODES = new Set(['too_soon', 'too_many_active', 'free_sessions_used', 'buffer']);

export const WAITLIST_TEXTS = {
  join: 'Join the waitlist',
  hint: 'No free times this day. Join the waitlist and we will hold the first time that opens up for you.',
  joined: (date: string) => `You are on the waitlist for ${date}.`,
  failed: 'Could not join the waitlist.',
} as const;

/** The booking policy asks for an active membership (issue 23): say why, and where to get one. */
export const MEMBERSHIP_TEXTS = {
  title: 'An active membership is needed to book',
  link: 'See the plans',
} as const;

export default function BookAppointmentPage() {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const days = useMemo(() => dayChips(new Date(), runtimeTimeZone()), []);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const [membershipNeeded, setMembershipNeeded] = useState<string | null>(null);
  const slots = useFreeSlots(date);
  const booking = useCreateBooking();
  const businessZone = useBusinessZone();
  const waitlist = useWaitlist(loggedIn);
  const join = useJoinWaitlist();
  const waiting = Boolean(
    date && (waitlist.data ?? []).some((entry) => entry.date === date && (entry.status === 'waiting' || entry.status === 'offered')),
  );
  const dayIsFull = Boolean(date && !slots.isLoading && !slots.isError && (slots.data ?? []).length === 0);

  useEffect(() => {
    if (slots.isError) notifyError(COACHING_MESSAGES.fetchSlotsFailed);
  }, [slots.isError]);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => {
      setConfirmed(null);
      navigate('/my-bookings');
    }, SUCCESS_MODAL_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  function pickDate(next: string) {
    setDate(next);
    setTime(null);
  }

  function confirm() {
    if (!date || !time) {
      notifyError(COACHING_MESSAGES.selectDateAndTime);
      return;
    }
    if (!loggedIn) {
      notifyError(COACHING_MESSAGES.loginToBook);
      navigate('/login');
      return;
    }
    setMembershipNeeded(null);
    booking.mutate(
      { date, time },
      {
        onSuccess: (created) => setConfirmed(created),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'membership_required') {
            setMembershipNeeded(error.message || PAYMENT_MESSAGES.membershipRequired);
            return;
          }
          notifyError(
            error instanceof ApiError && error.code && POLICY_CODES.has(error.code) ? error.message : COACHING_MESSAGES.bookingFailed,
          );
          setTime(null);
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Book Your Appointment</Title>
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Personal Coaches
            </Title>
            <Text c="dimmed" size="sm">
              Expert in fitness &amp; nutrition
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Badge size="lg" variant="light">
              Free
            </Badge>
            <Text size="sm" c="dimmed">
              1 session
            </Text>
          </Stack>
        </Group>
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          Select a day
        </Title>
        <DayStrip days={days} selected={date} onSelect={pickDate} />
      </Stack>

      {date && <SlotGrid slots={slots.data ?? []} loading={slots.isLoading} selected={time} onSelect={setTime} />}

      {date && dayIsFull && loggedIn && (
        <Card withBorder padding="md">
          {waiting ? (
            <Text role="status">{WAITLIST_TEXTS.joined(date)}</Text>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{WAITLIST_TEXTS.hint}</Text>
              <Button
                variant="light"
                loading={join.isPending}
                onClick={() => {
                  setMembershipNeeded(null);
                  join.mutate(date, {
                    onSuccess: () => notifySuccess(WAITLIST_TEXTS.joined(date)),
                    onError: (error) => {
                      // A place in line needs a membership when booking does: the same alert, with its link to the plans.
                      if (error instanceof ApiError && error.code === 'membership_required') {
                        setMembershipNeeded(error.message || PAYMENT_MESSAGES.membershipRequired);
                        return;
                      }
                      notifyError(errorMessage(error, WAITLIST_TEXTS.failed));
                    },
                  });
                }}
              >
                {WAITLIST_TEXTS.join}
              </Button>
            </Stack>
          )}
        </Card>
      )}

      {date && time && <Text size="sm">{slotTimeLabel(date, time, businessZone, runtimeTimeZone())}</Text>}

      {membershipNeeded && (
        <Alert color="orange" role="alert" title={MEMBERSHIP_TEXTS.title}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{membershipNeeded}</Text>
            <Anchor component={Link} to="/subscriptions" fw={600}>
              {MEMBERSHIP_TEXTS.link}
            </Anchor>
          </Stack>
        </Alert>
      )}

      {time && (
        <Button size="md" onClick={confirm} loading={booking.isPending} style={{ alignSelf: 'flex-start' }}>
          Confirm Appointment
        </Button>
      )}

      <BookingSuccessModal
        booking={confirmed}
        onClose={() => {
          setConfirmed(null);
          navigate('/my-bookings');
        }}
      />
    </Stack>
  );
}
