// The rest countdown, kept in view under the header while the member scrolls the workout. It
// speaks only when the rest is over (a live region), not every second.
import { Alert, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useTexts } from '../../../lib/i18n';
import { clock, extendRest, stopRest } from '../lib/rest-timer';
import { useRestTimer } from '../lib/use-rest-timer';
import { trainingTexts } from '../texts';

export function RestTimerBar({ scheduledId }: { scheduledId: number }) {
  const t = useTexts(trainingTexts);
  const { timer, left, over } = useRestTimer(scheduledId);
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {over ? t('rest.over') : ''}
      </div>
      {timer && (
        <Paper
          withBorder
          shadow="sm"
          p="sm"
          data-testid="rest-timer"
          style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + 8px)', zIndex: 5 }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('rest.title')}
              </Text>
              <Text fw={700} size="xl" role="timer" aria-label={t('rest.left', { time: clock(left) })}>
                {clock(left)}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Button variant="default" size="sm" onClick={() => extendRest(-15)} aria-label={t('aria.restLess')}>
                {t('rest.less')}
              </Button>
              <Button variant="default" size="sm" onClick={() => extendRest(15)} aria-label={t('aria.restMore')}>
                {t('rest.more')}
              </Button>
              <Button variant="light" size="sm" onClick={() => stopRest()}>
                {t('rest.skip')}
              </Button>
            </Group>
          </Group>
          <Progress mt={6} size="sm" value={(left / Math.max(1, timer.totalSeconds)) * 100} aria-hidden="true" />
        </Paper>
      )}
      {!timer && over && (
        <Alert
          color="teal"
          variant="light"
          style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 64px) + 8px)', zIndex: 5 }}
        >
          <Text fw={700}>{t('rest.over')}</Text>
        </Alert>
      )}
    </>
  );
}
