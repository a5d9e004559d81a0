// The 7 day chips of Book Appointment, starting today in the member's zone.
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { DayChip } from '@rhythmfit/contracts';

export function DayStrip({ days, selected, onSelect }: { days: DayChip[]; selected: string | null; onSelect: (date: string) => void }) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap" role="group" aria-label="Choose a day">
        {days.map((day) => {
          const active = day.date === selected;
          return (
            <Button
              key={day.date}
              variant={active ? 'filled' : 'default'}
              h="auto"
              py={6}
              miw={64}
              aria-pressed={active}
              aria-label={`${day.weekday} ${day.day} ${day.month}`}
              onClick={() => onSelect(day.date)}
            >
              <Stack gap={0} align="center">
                <Text size="xs" inherit>
                  {day.weekday}
                </Text>
                <Text fw={700} size="lg" inherit>
                  {day.day}
                </Text>
                <Text size="xs" inherit>
                  {day.month}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
