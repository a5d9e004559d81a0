// Available Slots: a grid of time buttons with the spec's loading and empty texts.
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COACHING_MESSAGES, type FreeSlot } from '@rhythmfit/contracts';

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
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Available Slots
      </Title>
      {loading ? (
        <Text role="status">{COACHING_MESSAGES.loadingSlots}</Text>
      ) : slots.length === 0 ? (
        <Text c="dimmed">{COACHING_MESSAGES.noSlots}</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing="xs" role="group" aria-label="Available times">
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
