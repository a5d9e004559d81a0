// Move an appointment: the day strip and the free times of the chosen day, then "Move here".
// Used by the member (My Appointments) and the coach (All User Bookings).
import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { dayChips, runtimeTimeZone, slotTimeLabel, type Booking } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFreeSlots } from '../api/get-free-slots';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { DayStrip } from './day-strip';
import { SlotGrid } from './slot-grid';

export const RESCHEDULE_TEXTS = {
  title: 'Move appointment',
  now: (label: string, date: string) => `Now: ${date} at ${label}`,
  pick: 'Pick a new day and time.',
  confirm: 'Move here',
  moved: 'Appointment moved.',
  failed: 'Could not move the appointment.',
} as const;

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
          notifySuccess(RESCHEDULE_TEXTS.moved);
          close();
        },
        onError: (error) => {
          notifyError(errorMessage(error, RESCHEDULE_TEXTS.failed));
          setTime(null);
        },
      },
    );
  }

  return (
    <Modal opened={booking !== null} onClose={close} title={RESCHEDULE_TEXTS.title} centered size="lg">
      {booking && (
        <Stack gap="md">
          <Text size="sm">{RESCHEDULE_TEXTS.now(slotTimeLabel(booking.date, booking.time, businessZone, zone), booking.date)}</Text>
          <Text size="sm" c="dimmed">
            {RESCHEDULE_TEXTS.pick}
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
          {date && time && <Text size="sm">{slotTimeLabel(date, time, businessZone, zone)}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button onClick={confirm} disabled={!date || !time} loading={move.isPending}>
              {RESCHEDULE_TEXTS.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
