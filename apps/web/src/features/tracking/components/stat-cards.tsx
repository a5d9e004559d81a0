// The Progress Tracker's stat cards with the bars of section 9: entries × 10 % and
// |weight change| × 10 %, each capped at 100 %. The numbers are always written out too.
import { Card, Progress, SimpleGrid, Text } from '@mantine/core';
import { PROGRESS_MESSAGES, sortByDate, statBarWidths, weightChange, type ProgressEntry } from '@rhythmfit/contracts';

export function StatCards({ entries }: { entries: ProgressEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">{PROGRESS_MESSAGES.noProgressData}</Text>;
  const widths = statBarWidths(entries);
  const change = weightChange(entries);
  const sorted = sortByDate(entries);
  const latest = sorted[sorted.length - 1]!;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Total entries
        </Text>
        <Text fw={700} size="xl">
          {entries.length}
        </Text>
        <Progress value={widths.entries} aria-label={`Total entries bar ${widths.entries}%`} mt="xs" />
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Current weight
        </Text>
        <Text fw={700} size="xl">
          {latest.weight} kg
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          Weight change
        </Text>
        {change === null ? (
          <Text c="dimmed">{PROGRESS_MESSAGES.notEnoughData}</Text>
        ) : (
          <>
            <Text fw={700} size="xl" c={change > 0 ? 'red.8' : change < 0 ? 'green.8' : undefined}>
              {change > 0 ? `+${change}` : change} kg
            </Text>
            <Progress
              value={widths.change}
              color={change > 0 ? 'red' : 'green'}
              aria-label={`Weight change bar ${widths.change}%`}
              mt="xs"
            />
          </>
        )}
      </Card>
    </SimpleGrid>
  );
}
