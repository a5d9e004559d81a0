// The last two recorded months side by side: a gain in red, a loss in green, always with an arrow
// and words as well, so colour is never the only signal.
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { lastTwoMonthsComparison, type ProgressEntry } from '@rhythmfit/contracts';
import { kgLabel, monthLabel } from '../lib/month-label';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export function WeightComparison({ entries }: { entries: ProgressEntry[] }) {
  const t = useTexts(trackingTexts);
  const comparison = lastTwoMonthsComparison(entries);
  if (!comparison) return <Text c="dimmed">{t('msg.notEnoughData')}</Text>;
  const { previous, current, difference, trend } = comparison;
  const color = trend === 'gain' ? 'red' : trend === 'loss' ? 'green' : 'gray';
  const Icon = trend === 'gain' ? IconArrowUpRight : trend === 'loss' ? IconArrowDownRight : IconEqual;
  const words =
    trend === 'gain'
      ? t('compare.gained', { kg: String(difference) })
      : trend === 'loss'
        ? t('compare.lost', { kg: String(Math.abs(difference)) })
        : t('compare.noChange');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {monthLabel(previous.date)}
        </Text>
        <Text fw={700} size="xl">
          {kgLabel(previous.weight)}
        </Text>
      </Card>
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {monthLabel(current.date)}
        </Text>
        <Text fw={700} size="xl">
          {kgLabel(current.weight)}
        </Text>
      </Card>
      <Card withBorder data-testid="weight-change" data-trend={trend}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('compare.change')}
          </Text>
          <Group gap="xs">
            <ThemeIcon color={color} variant="light" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <Text fw={700} size="xl" c={color === 'gray' ? undefined : `${color}.8`}>
              {words}
            </Text>
          </Group>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
