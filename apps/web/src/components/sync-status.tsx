// "Waiting to sync": the writes made offline that the server has not received yet, and the ones it
// refused (with its message and a Dismiss button). Screens place it next to their log buttons; the
// layout shows it at the top.
import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { dismissProblem, flushQueue, isOffline } from '../lib/offline-queue';
import { serverText } from '../lib/server-text';
import { useOfflineQueue } from '../lib/use-offline-queue';
import { useTexts } from '../lib/i18n';
import { commonTexts } from '../lib/texts';

export function waitingText(count: number): string {
  return commonTexts('sync.waiting', { count });
}

export function SyncStatus({ showList = false }: { showList?: boolean }) {
  const { pending, problems } = useOfflineQueue();
  const t = useTexts(commonTexts);
  if (pending.length === 0 && problems.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="sync-status">
      {pending.length > 0 && (
        <Group gap="xs" wrap="wrap" role="status" aria-live="polite">
          <Badge
            color="orange"
            variant="light"
            size="lg"
            leftSection={<IconClockHour4 size={14} aria-hidden />}
            style={{ textTransform: 'none' }}
          >
            {waitingText(pending.length)}
          </Badge>
          {!isOffline() && (
            <Button size="compact-sm" variant="subtle" onClick={() => void flushQueue()}>
              {t('sync.now')}
            </Button>
          )}
          {showList && (
            <List size="sm" w="100%">
              {pending.map((w) => (
                <List.Item key={w.id}>{t('sync.itemWaiting', { label: w.label })}</List.Item>
              ))}
            </List>
          )}
        </Group>
      )}
      {problems.map((p) => (
        <Alert
          key={p.id}
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('sync.notSaved', { label: p.label })}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">{serverText(p.message)}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => dismissProblem(p.id)}
              aria-label={t('sync.dismissProblem', { label: p.label })}
            >
              {t('action.dismiss')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
