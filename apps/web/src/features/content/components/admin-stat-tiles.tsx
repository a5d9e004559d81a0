// The admin dashboard's count tiles: Users, Diets, Progress, Coaches, Booking Sessions.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useAdminStats } from '../api/admin-users';

const TILES = [
  { key: 'users', label: 'Users' },
  { key: 'diets', label: 'Diets' },
  { key: 'progress', label: 'Progress' },
  { key: 'coaches', label: 'Coaches' },
  { key: 'bookingSessions', label: 'Booking Sessions' },
] as const;

export function AdminStatTiles() {
  const stats = useDeferredResult(useAdminStats());
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label="Counts">
      {TILES.map((tile) => (
        <Paper key={tile.key} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fz={28} fw={700} aria-label={`${tile.label}: ${stats.data ? stats.data[tile.key] : 'loading'}`}>
            {stats.data ? stats.data[tile.key] : '…'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
