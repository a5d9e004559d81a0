// The 7 day chips of Book Appointment, starting today in the member's zone.
import { Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import type { DayChip } from '@rhythmfit/contracts';
import { useLanguage, useTexts } from '../../../lib/i18n';
import { hindiDayPart } from '../lib/format';
import { coachingTexts } from '../texts';

export function DayStrip({ days, selected, onSelect }: { days: DayChip[]; selected: string | null; onSelect: (date: string) => void }) {
  const t = useTexts(coachingTexts);
  // English keeps the contracts' own day names (Mon, Mar); another language names them itself.
  const english = useLanguage() !== 'hi';
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={t('days.aria')}>
        {days.map((day) => {
          const active = day.date === selected;
          const weekday = english ? day.weekday : hindiDayPart(day.date, 'weekday');
          const month = english ? day.month : hindiDayPart(day.date, 'month');
          return (
            <Button
              key={day.date}
              variant={active ? 'filled' : 'default'}
              h="auto"
              py={6}
              miw={64}
              // Kept at its content's width: the strip scrolls instead of squeezing a chip until its month is cut.
              style={{ flexShrink: 0 }}
              aria-pressed={active}
              aria-label={`${weekday} ${day.day} ${month}`}
              onClick={() => onSelect(day.date)}
            >
              <Stack gap={0} align="center">
                <Text size="xs" inherit>
                  {weekday}
                </Text>
                <Text fw={700} size="lg" inherit>
                  {day.day}
                </Text>
                <Text size="xs" inherit>
                  {month}
                </Text>
              </Stack>
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
