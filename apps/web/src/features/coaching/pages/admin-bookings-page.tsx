// All User Bookings: filter by name and date, set each booking's status and meeting link, move a
// booking to another time, mark a past appointment as a no-show.
import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { COACHING_MESSAGES, bookingBadge, canCancelBooking, canMarkNoShow, type Booking, type BookingStatus } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllBookings } from '../api/get-all-bookings';
import { useBusinessZone } from '../api/get-business-zone';
import { RescheduleModal } from '../components/reschedule-modal';
import { useUpdateBookingLink } from '../api/update-booking-link';
import { useUpdateBookingStatus } from '../api/update-booking-status';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const ADMIN_BOOKING_TEXTS = {
  markNoShow: 'Mark no-show',
  markedNoShow: 'Marked as a no-show.',
  needsConfirmation: 'Needs your confirmation: this member missed recent appointments.',
  reschedule: 'Reschedule',
} as const;

function AdminBookingCard({
  booking,
  businessZone,
  onMove,
}: {
  booking: Booking;
  businessZone: string;
  onMove: (booking: Booking) => void;
}) {
  const now = new Date();
  const past = canMarkNoShow(booking, now, businessZone);
  const movable = canCancelBooking(booking, now, businessZone);
  const options = [...STATUS_OPTIONS, { value: 'no_show', label: 'No-show', disabled: !past && booking.status !== 'no_show' }];
  const status = useUpdateBookingStatus();
  const link = useUpdateBookingLink();
  const [draft, setDraft] = useState(booking.meetingLink ?? '');
  const name = booking.user?.name || 'Unknown User';

  function saveLink() {
    if (draft.trim() === (booking.meetingLink ?? '')) return;
    link.mutate(
      { id: booking.id, link: draft.trim() },
      { onSuccess: () => notifySuccess(COACHING_MESSAGES.linkUpdated), onError: () => notifyError(COACHING_MESSAGES.linkUpdateFailed) },
    );
  }

  return (
    <Card withBorder padding="md" component="article" aria-label={`Booking of ${name} on ${booking.date} at ${booking.time}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          {booking.status === 'no_show' && (
            <Badge color={bookingBadge(booking.status).color} variant="filled">
              {bookingBadge(booking.status).label}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <strong>Date:</strong> {booking.date} · <strong>Time:</strong> {booking.time}
        </Text>
        {booking.awaitingCoach && booking.status === 'pending' && (
          <Text size="sm" c="orange.9">
            {ADMIN_BOOKING_TEXTS.needsConfirmation}
          </Text>
        )}
        <Select
          label="Status"
          data={options}
          value={booking.status ?? 'pending'}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            status.mutate(
              { id: booking.id, status: value as BookingStatus },
              {
                onSuccess: () => notifySuccess(COACHING_MESSAGES.statusUpdated),
                onError: () => notifyError(COACHING_MESSAGES.statusUpdateFailed),
              },
            )
          }
        />
        <Group gap="sm" wrap="wrap">
          {movable && (
            <Button
              size="xs"
              variant="light"
              onClick={() => onMove(booking)}
              aria-label={`Reschedule ${name} on ${booking.date} at ${booking.time}`}
            >
              {ADMIN_BOOKING_TEXTS.reschedule}
            </Button>
          )}
          {past && (
            <Button
              size="xs"
              variant="default"
              loading={status.isPending}
              aria-label={`Mark ${name} on ${booking.date} at ${booking.time} as a no-show`}
              onClick={() =>
                status.mutate(
                  { id: booking.id, status: 'no_show' },
                  {
                    onSuccess: () => notifySuccess(ADMIN_BOOKING_TEXTS.markedNoShow),
                    onError: (error) => notifyError(errorMessage(error, COACHING_MESSAGES.statusUpdateFailed)),
                  },
                )
              }
            >
              {ADMIN_BOOKING_TEXTS.markNoShow}
            </Button>
          )}
        </Group>
        <TextInput
          label="Meeting link"
          placeholder="https://"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={saveLink}
        />
        {booking.meetingLink && (
          <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
            Join Meeting
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

export default function AdminBookingsPage() {
  const bookings = useAllBookings();
  const businessZone = useBusinessZone();
  const [moving, setMoving] = useState<Booking | null>(null);
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const filtered = useMemo(() => {
    const needle = name.trim().toLowerCase();
    return (bookings.data ?? []).filter(
      (b) => (!needle || (b.user?.name ?? '').toLowerCase().includes(needle)) && (!date || b.date === date),
    );
  }, [bookings.data, name, date]);

  return (
    <Stack gap="lg">
      <Title order={1}>All User Bookings</Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="User name"
          placeholder="Search by user name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          type="date"
          label="Date"
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          style={{ flex: '1 1 160px' }}
        />
        <Button
          variant="default"
          onClick={() => {
            setName('');
            setDate('');
          }}
        >
          Clear Filters
        </Button>
      </Group>
      {bookings.isLoading ? (
        <Text role="status">Loading...</Text>
      ) : filtered.length === 0 ? (
        <Text c="dimmed">{COACHING_MESSAGES.noBookings}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {filtered.map((booking) => (
            <AdminBookingCard
              key={`${booking.id}-${booking.meetingLink ?? ''}`}
              booking={booking}
              businessZone={businessZone}
              onMove={setMoving}
            />
          ))}
        </SimpleGrid>
      )}
      <RescheduleModal booking={moving} businessZone={businessZone} onClose={() => setMoving(null)} />
    </Stack>
  );
}
