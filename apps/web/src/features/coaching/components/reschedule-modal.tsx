// Move an appointment: the day strip and the free times of the chosen day, then "Move here".
// Used by the member (My Appointments) and the coach (All User Bookings).
import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { dayChips, runtimeTimeZone, type Booking } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { slotTimeText } from '../lib/slot-time';
import { coachingTexts } from '../texts';
import { useFreeSlots } from '../api/get-free-slots';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { DayStrip } from './day-strip';
import { SlotGrid } from './slot-grid';
import { formatListDate } from '../../../lib/format';

export function RescheduleModal({
  booking,
  businessZone,
  onClose,
}: {
  booking: Booking | null;
  businessZone: string;
  onClose: () => void;
}) {
  const days = useMemo(() => dayChips(new Date(), runtimeTimeZone()), []);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const slots = useFreeSlots(date);
  const move = useRescheduleBooking();
  const zone = runtimeTimeZone();
  const t = useTexts(coachingTexts);

  function close() {
    setDate(null);
    setTime(null);
    onClose();
  }

  function confirm() {
    if (!booking || !date || !time) return;
    move.mutate(
      { id: booking.id, date, time },
      {
        onSuccess: () => {
          notifySuccess(t('reschedule.moved'));
          close();
        },
        onError: (error) => {
          notifyError(errorMessage(error, t('reschedule.failed')));
          setTime(null);
        },
      },
    );
  }

  return (
    <Modal opened={booking !== null} onClose={close} title={t('reschedule.title')} centered size="lg">
      {booking && (
        <Stack gap="md">
          <Text size="sm">
            {t('reschedule.now', {
              date: formatListDate(booking.date),
              time: slotTimeText(booking.date, booking.time, businessZone, zone),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reschedule.pick')}
          </Text>
          <DayStrip
            days={days}
            selected={date}
            onSelect={(next) => {
              setDate(next);
              setTime(null);
            }}
          />
          {date && (
            <SlotGrid
              slots={(slots.data ?? []).filter((s) => !(date === booking.date && s.time === booking.time))}
              loading={slots.isLoading}
              selected={time}
              onSelect={setTime}
            />
          )}
          {date && time && <Text size="sm">{slotTimeText(date, time, businessZone, zone)}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('myBookings.keep')}
            </Button>
            <Button onClick={confirm} disabled={!date || !time} loading={move.isPending}>
              {t('reschedule.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
