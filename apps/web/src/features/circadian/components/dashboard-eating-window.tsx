// The member dashboard's eating-window card: today's window so far (first to last of the meal
// marks and eating events), the median of the last 7 days and the target. No coach-set target for
// the eating window exists yet, so the target is the 12 hours time-restricted eating starts from.
// Placed by app/routes/dashboard.tsx in the Today section (so its title is level 3); one request (the
// 7-day insights, which the server computes).
import { Anchor, Card, Group, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { localIsoDate, median } from '@rhythmfit/contracts';
import { Link } from 'react-router';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useInsights } from '../api/get-insights';
import { formatHours } from '../lib/format';
import { Figure } from './figure';

export const DEFAULT_EATING_WINDOW_TARGET_HOURS = 12;

export const EATING_CARD_TEXTS = {
  title: 'Eating window',
  today: 'Today so far',
  median: '7-day median',
  target: 'Target',
  notYet: 'Not yet',
  notYetHint: 'From your first to your last meal, snack or drink',
  failed: 'Your eating window could not be loaded.',
  loading: 'Loading...',
  log: 'Log what you eat',
};

export function DashboardEatingWindow({ target = DEFAULT_EATING_WINDOW_TARGET_HOURS }: { target?: number }) {
  const today = localIsoDate();
  const insights = useDeferredResult(useInsights(null, 7, today));
  let body;
  if (insights.isError || (!insights.isPending && !insights.data)) body = <Text c="dimmed">{EATING_CARD_TEXTS.failed}</Text>;
  else {
    // While loading, the same figures with a placeholder value: the card has its loaded height from
    // the first paint, so the sections under it (it is first on the dashboard) do not move (layout shift).
    const pending = insights.isPending;
    const series = insights.data?.series ?? [];
    const todayWindow = series.find((day) => day.date === today)?.eatingWindowHours ?? null;
    const windows = series.map((day) => day.eatingWindowHours).filter((hours): hours is number => hours !== null);
    const middle = median(windows);
    const value = (text: string) => (pending ? '…' : text);
    body = (
      <>
        {pending && <VisuallyHidden role="status">{EATING_CARD_TEXTS.loading}</VisuallyHidden>}
        <SimpleGrid cols={3} spacing="sm" aria-hidden={pending || undefined}>
          <Figure
            label={EATING_CARD_TEXTS.today}
            value={value(todayWindow === null ? EATING_CARD_TEXTS.notYet : formatHours(todayWindow))}
            hint={todayWindow === null ? EATING_CARD_TEXTS.notYetHint : undefined}
          />
          <Figure
            label={EATING_CARD_TEXTS.median}
            value={value(middle === null ? '–' : formatHours(middle))}
            hint={middle === null ? undefined : `${windows.length} ${windows.length === 1 ? 'day' : 'days'}`}
          />
          <Figure
            label={EATING_CARD_TEXTS.target}
            value={formatHours(target)}
            hint={middle !== null && middle > target ? 'Over target' : undefined}
          />
        </SimpleGrid>
      </>
    );
  }
  return (
    <Card withBorder component="section" aria-labelledby="dashboard-eating-window-title" mih={120}>
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h4" id="dashboard-eating-window-title">
          {EATING_CARD_TEXTS.title}
        </Title>
        <Anchor component={Link} to="/circadian" size="sm">
          {EATING_CARD_TEXTS.log}
        </Anchor>
      </Group>
      {body}
    </Card>
  );
}
