// Admin Slot Management: load a date's slots, add a slot, flip a slot's booked flag; the coach's
// Booking settings below.
import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { COACHING_MESSAGES } from '@rhythmfit/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateSlot } from '../api/create-slot';
import { useAdminSlots } from '../api/get-admin-slots';
import { useToggleSlot } from '../api/toggle-slot';
import { BookingSettingsPanel } from '../components/booking-settings-panel';

export default function AdminSlotsPage() {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [loadedDate, setLoadedDate] = useState<string | null>(null);
  const slots = useAdminSlots(loadedDate);
  const create = useCreateSlot();
  const toggle = useToggleSlot();

  // Loading the date already shown reads it again (a member may have booked in the meantime).
  function load() {
    if (!date) return notifyError('Select a date first!');
    if (date === loadedDate) void slots.refetch();
    else setLoadedDate(date);
  }

  function addSlot() {
    if (!date || !time) {
      notifyError(COACHING_MESSAGES.selectSlotDateTime);
      return;
    }
    create.mutate(
      { date, time },
      {
        onSuccess: () => {
          notifySuccess('Slot added.');
          setLoadedDate(date);
          setTime('');
        },
        onError: (error) => notifyError(errorMessage(error, 'Could not add the slot.')),
      },
    );
  }

  const list = slots.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Slot Management</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder>
          <Stack gap="sm">
            <TextInput type="date" label="Date" value={date} onChange={(event) => setDate(event.currentTarget.value)} />
            <Button variant="light" onClick={load}>
              Load Slots
            </Button>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <TextInput type="time" label="Time" value={time} onChange={(event) => setTime(event.currentTarget.value)} />
            <Button onClick={addSlot} loading={create.isPending}>
              Add Slot
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>

      {loadedDate && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Slots for {loadedDate}
          </Title>
          {slots.isLoading ? (
            <Text role="status">{COACHING_MESSAGES.loadingSlots}</Text>
          ) : list.length === 0 ? (
            <Text c="dimmed">{COACHING_MESSAGES.noSlotsForDate}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {list.map((slot) => (
                <Card
                  key={slot.id}
                  component="li"
                  withBorder
                  padding="sm"
                  bg={slot.booked ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-green-light)'}
                  style={{ borderLeft: `6px solid var(--mantine-color-${slot.booked ? 'red' : 'green'}-7)` }}
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="sm">
                      <Text fw={600}>
                        {slot.date} · {slot.time}
                      </Text>
                      <Badge color={slot.booked ? 'red' : 'green'} variant="filled">
                        {slot.booked ? 'Booked' : 'Available'}
                      </Badge>
                    </Group>
                    <Button
                      size="xs"
                      variant="default"
                      loading={toggle.isPending && toggle.variables === slot.id}
                      aria-label={`${slot.booked ? 'Mark Available' : 'Mark Booked'} ${slot.time}`}
                      onClick={() =>
                        toggle.mutate(slot.id, { onError: (error) => notifyError(errorMessage(error, 'Could not change the slot.')) })
                      }
                    >
                      {slot.booked ? 'Mark Available' : 'Mark Booked'}
                    </Button>
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <BookingSettingsPanel />
    </Stack>
  );
}
