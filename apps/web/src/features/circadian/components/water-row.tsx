// Water: the day's cups and +1 (one cup per click).
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cupsLabel } from '../lib/format';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export function WaterRow({ cups, busy, onAdd }: { cups: number; busy: boolean; onAdd: () => void }) {
  const t = useTexts(circadianTexts);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0}>
          <Text fw={600}>{t('water.title')}</Text>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="water-cups">
            {cupsLabel(cups)}
          </Text>
        </Stack>
        {/* Several quick clicks are fine: each is one atomic +1 on the server. */}
        <Button aria-label={t('water.addLabel')} onClick={onAdd} variant={busy ? 'light' : 'filled'}>
          +1
        </Button>
      </Group>
    </Paper>
  );
}
