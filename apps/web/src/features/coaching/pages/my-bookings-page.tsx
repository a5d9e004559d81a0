// My Appointments: the member's bookings with their status badge, Join Meeting when a link is
// set, "Add to calendar" and cancelling a future booking.
import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { COACHING_MESSAGES, DEFAULT_TRAINER_NAME, bookingBadge, canCancelBooking, runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/get-my-bookings';
import { downloadBookingIcs } from '../lib/download-ics';

function BookingCard({ booking }: { booking: Booking }) {
  const badge = bookingBadge(booking.status);
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  const cancellable = canCancelBooking(booking, new Date(), runtimeTimeZone());
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
          <strong>Date:</strong> {booking.date} · <strong>Time:</strong> {booking.time}
        </Text>
        <Group gap="sm" wrap="wrap">
          {booking.meetingLink && (
            <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
              Join Meeting
            </Anchor>
          )}
          {booking.status !== 'cancelled' && (
            <Button size="xs" variant="light" onClick={() => downloadBookingIcs(booking)} aria-label={`Add appointment on ${booking.date} at ${booking.time} to calendar`}>
              Add to calendar
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
  const list = bookings.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>My Appointments</Title>
      {bookings.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed">{COACHING_MESSAGES.noAppointments}</Text>
      ) : (
        <Stack gap="sm">
          {list.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
