// The Progress Tracker's stat cards with the bars of section 9: entries × 10 % and
// |weight change| × 10 %, each capped at 100 %. The numbers are always written out too.
import { Card, Progress, SimpleGrid, Text } from '@mantine/core';
import { sortByDate, statBarWidths, weightChange, type ProgressEntry } from '@rhythmfit/contracts';
import { kgLabel } from '../lib/month-label';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export function StatCards({ entries }: { entries: ProgressEntry[] }) {
  const t = useTexts(trackingTexts);
  if (entries.length === 0) return <Text c="dimmed">{t('msg.noProgressData')}</Text>;
  const widths = statBarWidths(entries);
  const change = weightChange(entries);
  const sorted = sortByDate(entries);
  const latest = sorted[sorted.length - 1]!;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.totalEntries')}
        </Text>
        <Text fw={700} size="xl">
          {entries.length}
        </Text>
        <Progress value={widths.entries} aria-label={t('stats.totalEntriesBar', { percent: String(widths.entries) })} mt="xs" />
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.currentWeight')}
        </Text>
        <Text fw={700} size="xl">
          {kgLabel(latest.weight)}
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {t('stats.weightChange')}
        </Text>
        {change === null ? (
          <Text c="dimmed">{t('msg.notEnoughData')}</Text>
        ) : (
          <>
            <Text fw={700} size="xl" c={change > 0 ? 'red.8' : change < 0 ? 'green.8' : undefined}>
              {kgLabel(change > 0 ? `+${change}` : change)}
            </Text>
            <Progress
              value={widths.change}
              color={change > 0 ? 'red' : 'green'}
              aria-label={t('stats.weightChangeBar', { percent: String(widths.change) })}
              mt="xs"
            />
          </>
        )}
      </Card>
    </SimpleGrid>
  );
}
