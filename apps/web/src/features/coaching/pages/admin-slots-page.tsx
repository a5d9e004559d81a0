// Admin Slot Management: load a date's slots, add a slot, flip a slot's booked flag; the coach's
// Booking settings below.
import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatListDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { coachingTexts } from '../texts';
import { useCreateSlot } from '../api/create-slot';
import { useAdminSlots } from '../api/get-admin-slots';
import { useToggleSlot } from '../api/toggle-slot';
import { BookingSettingsPanel } from '../components/booking-settings-panel';

export default function AdminSlotsPage() {
  const t = useTexts(coachingTexts);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [loadedDate, setLoadedDate] = useState<string | null>(null);
  const slots = useAdminSlots(loadedDate);
  const create = useCreateSlot();
  const toggle = useToggleSlot();

  // Loading the date already shown reads it again (a member may have booked in the meantime).
  function load() {
    if (!date) return notifyError(t('slots.selectDate'));
    if (date === loadedDate) void slots.refetch();
    else setLoadedDate(date);
  }

  function addSlot() {
    if (!date || !time) {
      notifyError(t('slots.selectDateTime'));
      return;
    }
    create.mutate(
      { date, time },
      {
        onSuccess: () => {
          notifySuccess(t('slots.added'));
          setLoadedDate(date);
          setTime('');
        },
        onError: (error) => notifyError(errorMessage(error, t('slots.addFailed'))),
      },
    );
  }

  const list = slots.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('slots.adminTitle')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder>
          <Stack gap="sm">
            <TextInput type="date" label={t('field.date')} value={date} onChange={(event) => setDate(event.currentTarget.value)} />
            <Button variant="light" onClick={load}>
              {t('slots.load')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <TextInput type="time" label={t('field.time')} value={time} onChange={(event) => setTime(event.currentTarget.value)} />
            <Button onClick={addSlot} loading={create.isPending}>
              {t('slots.add')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>

      {loadedDate && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('slots.for', { date: formatListDate(loadedDate) })}
          </Title>
          {slots.isLoading ? (
            <Text role="status">{t('slots.loading')}</Text>
          ) : list.length === 0 ? (
            <Text c="dimmed">{t('slots.noneForDate')}</Text>
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
                        {formatDate(slot.date)} · {slot.time}
                      </Text>
                      <Badge color={slot.booked ? 'red' : 'green'} variant="filled">
                        {slot.booked ? t('slots.booked') : t('slots.available')}
                      </Badge>
                    </Group>
                    <Button
                      size="xs"
                      variant="default"
                      loading={toggle.isPending && toggle.variables === slot.id}
                      aria-label={t(slot.booked ? 'slots.aria.markAvailable' : 'slots.aria.markBooked', { time: slot.time })}
                      onClick={() =>
                        toggle.mutate(slot.id, { onError: (error) => notifyError(errorMessage(error, t('slots.toggleFailed'))) })
                      }
                    >
                      {slot.booked ? t('slots.markAvailable') : t('slots.markBooked')}
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
