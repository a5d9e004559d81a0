// Book Your Appointment: pick one of 7 days, a free time, confirm; confetti and a 2-second
// success modal, then My Appointments.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_MODAL_MS, dayChips, runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCreateBooking } from '../api/create-booking';
import { useBusinessZone } from '../api/get-business-zone';
import { useFreeSlots } from '../api/get-free-slots';
import { useJoinWaitlist, useWaitlist } from '../api/waitlist';
import { BookingSuccessModal } from '../components/booking-success-modal';
import { DayStrip } from '../components/day-strip';
import { SlotGrid } from '../components/slot-grid';
import { slotTimeText } from '../lib/slot-time';
import { coachingTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

/** Refusals of the booking rules: their own message is clearer than the spec's generic alert. */
const POLICY_CODES = new Set(['too_soon', 'too_many_active', 'free_sessions_used', 'buffer']);

// The booking policy asks for an active membership (issue 23): the alert says why, and where to get one.

export default function BookAppointmentPage() {
  const navigate = useNavigate();
  const t = useTexts(coachingTexts);
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
    if (slots.isError) notifyError(coachingTexts('book.fetchSlotsFailed'));
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
      notifyError(t('book.selectDateAndTime'));
      return;
    }
    if (!loggedIn) {
      notifyError(t('book.loginToBook'));
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
            setMembershipNeeded(errorMessage(error, t('membership.required')));
            return;
          }
          notifyError(
            error instanceof ApiError && error.code && POLICY_CODES.has(error.code)
              ? errorMessage(error, t('book.failed'))
              : t('book.failed'),
          );
          setTime(null);
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('book.title')}</Title>
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {t('book.coachesTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('book.coachesSubtitle')}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Badge size="lg" variant="light">
              {t('book.free')}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('book.oneSession')}
            </Text>
          </Stack>
        </Group>
      </Card>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('book.selectDay')}
        </Title>
        <DayStrip days={days} selected={date} onSelect={pickDate} />
      </Stack>

      {date && <SlotGrid slots={slots.data ?? []} loading={slots.isLoading} selected={time} onSelect={setTime} />}

      {date && dayIsFull && loggedIn && (
        <Card withBorder padding="md">
          {waiting ? (
            <Text role="status">{t('waitlist.joined', { date: formatListDate(date) })}</Text>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('waitlist.hint')}</Text>
              <Button
                variant="light"
                loading={join.isPending}
                onClick={() => {
                  setMembershipNeeded(null);
                  join.mutate(date, {
                    onSuccess: () => notifySuccess(t('waitlist.joined', { date: formatListDate(date) })),
                    onError: (error) => {
                      // A place in line needs a membership when booking does: the same alert, with its link to the plans.
                      if (error instanceof ApiError && error.code === 'membership_required') {
                        setMembershipNeeded(errorMessage(error, t('membership.required')));
                        return;
                      }
                      notifyError(errorMessage(error, t('waitlist.failed')));
                    },
                  });
                }}
              >
                {t('waitlist.join')}
              </Button>
            </Stack>
          )}
        </Card>
      )}

      {date && time && <Text size="sm">{slotTimeText(date, time, businessZone, runtimeTimeZone())}</Text>}

      {membershipNeeded && (
        <Alert color="orange" role="alert" title={t('membership.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{membershipNeeded}</Text>
            <Anchor component={Link} to="/subscriptions" fw={600}>
              {t('membership.link')}
            </Anchor>
          </Stack>
        </Alert>
      )}

      {time && (
        <Button size="md" onClick={confirm} loading={booking.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('book.confirm')}
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
