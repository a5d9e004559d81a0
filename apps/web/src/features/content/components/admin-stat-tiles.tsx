// The admin dashboard's count tiles: Users, Diets, Progress, Coaches, Booking Sessions.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useAdminStats } from '../api/admin-users';
import { contentTexts } from '../texts';

const TILES = ['users', 'diets', 'progress', 'coaches', 'bookingSessions'] as const;

export function AdminStatTiles() {
  const t = useTexts(contentTexts);
  const stats = useDeferredResult(useAdminStats());
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label={t('admin.stats.label')}>
      {TILES.map((key) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t(`admin.stats.${key}`)}
          </Text>
          <Text
            fz={28}
            fw={700}
            aria-label={t('admin.stats.value', {
              label: t(`admin.stats.${key}`),
              value: stats.data ? formatNumber(stats.data[key]) : t('admin.stats.loading'),
            })}
          >
            {stats.data ? formatNumber(stats.data[key]) : '…'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
