// All User Bookings: filter by name and date, set each booking's status and meeting link, move a
// booking to another time, mark a past appointment as a no-show.
import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { bookingBadge, canCancelBooking, canMarkNoShow, type Booking, type BookingStatus } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatListDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllBookings } from '../api/get-all-bookings';
import { useBusinessZone } from '../api/get-business-zone';
import { RescheduleModal } from '../components/reschedule-modal';
import { useUpdateBookingLink } from '../api/update-booking-link';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { coachingTexts, statusLabel } from '../texts';

const STATUSES = ['pending', 'confirmed', 'cancelled'] as const;

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
  const t = useTexts(coachingTexts);
  const options = [
    ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    { value: 'no_show', label: t('status.no_show'), disabled: !past && booking.status !== 'no_show' },
  ];
  const status = useUpdateBookingStatus();
  const link = useUpdateBookingLink();
  const [draft, setDraft] = useState(booking.meetingLink ?? '');
  const name = booking.user?.name || t('adminBookings.unknownUser');
  const who = { name, date: formatListDate(booking.date), time: booking.time };

  function saveLink() {
    if (draft.trim() === (booking.meetingLink ?? '')) return;
    link.mutate(
      { id: booking.id, link: draft.trim() },
      { onSuccess: () => notifySuccess(t('adminBookings.linkUpdated')), onError: () => notifyError(t('adminBookings.linkUpdateFailed')) },
    );
  }

  return (
    <Card withBorder padding="md" component="article" aria-label={t('adminBookings.aria.booking', who)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          {booking.status === 'no_show' && (
            <Badge color={bookingBadge(booking.status).color} variant="filled">
              {statusLabel(booking.status, bookingBadge(booking.status).label)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t.rich('adminBookings.when', { 0: <strong />, 1: <strong /> }, { date: formatDate(booking.date), time: booking.time })}
        </Text>
        {booking.awaitingCoach && booking.status === 'pending' && (
          <Text size="sm" c="orange.9">
            {t('adminBookings.needsConfirmation')}
          </Text>
        )}
        <Select
          label={t('adminBookings.field.status')}
          data={options}
          value={booking.status ?? 'pending'}
          allowDeselect={false}
          onChange={(value) =>
            value &&
            status.mutate(
              { id: booking.id, status: value as BookingStatus },
              {
                onSuccess: () => notifySuccess(t('adminBookings.statusUpdated')),
                onError: () => notifyError(t('adminBookings.statusUpdateFailed')),
              },
            )
          }
        />
        <Group gap="sm" wrap="wrap">
          {movable && (
            <Button size="xs" variant="light" onClick={() => onMove(booking)} aria-label={t('adminBookings.aria.reschedule', who)}>
              {t('adminBookings.reschedule')}
            </Button>
          )}
          {past && (
            <Button
              size="xs"
              variant="default"
              loading={status.isPending}
              aria-label={t('adminBookings.aria.markNoShow', who)}
              onClick={() =>
                status.mutate(
                  { id: booking.id, status: 'no_show' },
                  {
                    onSuccess: () => notifySuccess(t('adminBookings.markedNoShow')),
                    onError: (error) => notifyError(errorMessage(error, t('adminBookings.statusUpdateFailed'))),
                  },
                )
              }
            >
              {t('adminBookings.markNoShow')}
            </Button>
          )}
        </Group>
        <TextInput
          label={t('adminBookings.field.meetingLink')}
          placeholder={t('adminBookings.field.meetingLinkPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={saveLink}
        />
        {booking.meetingLink && (
          <Anchor href={booking.meetingLink} target="_blank" rel="noopener noreferrer">
            {t('action.joinMeeting')}
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
  const t = useTexts(coachingTexts);
  const filtered = useMemo(() => {
    const needle = name.trim().toLowerCase();
    return (bookings.data ?? []).filter(
      (b) => (!needle || (b.user?.name ?? '').toLowerCase().includes(needle)) && (!date || b.date === date),
    );
  }, [bookings.data, name, date]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('adminBookings.title')}</Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('adminBookings.field.userName')}
          placeholder={t('adminBookings.field.userNamePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          type="date"
          label={t('adminBookings.field.date')}
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
          {t('adminBookings.clearFilters')}
        </Button>
      </Group>
      {bookings.isLoading ? (
        <Text role="status">{t('loading')}</Text>
      ) : filtered.length === 0 ? (
        <Text c="dimmed">{t('adminBookings.empty')}</Text>
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
