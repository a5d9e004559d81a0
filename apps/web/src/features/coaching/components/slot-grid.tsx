// Available Slots: a grid of time buttons with the spec's loading and empty texts.
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FreeSlot } from '@rhythmfit/contracts';
import { useTexts } from '../../../lib/i18n';
import { coachingTexts } from '../texts';

export function SlotGrid({
  slots,
  loading,
  selected,
  onSelect,
}: {
  slots: FreeSlot[];
  loading: boolean;
  selected: string | null;
  onSelect: (time: string) => void;
}) {
  const t = useTexts(coachingTexts);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('slots.title')}
      </Title>
      {loading ? (
        <Text role="status">{t('slots.loading')}</Text>
      ) : slots.length === 0 ? (
        <Text c="dimmed">{t('slots.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs" role="group" aria-label={t('slots.aria')}>
          {slots.map((slot) => (
            <Button
              key={slot.id}
              variant={slot.time === selected ? 'filled' : 'outline'}
              aria-pressed={slot.time === selected}
              onClick={() => onSelect(slot.time)}
            >
              {slot.time}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
