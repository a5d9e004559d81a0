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
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export const DEFAULT_EATING_WINDOW_TARGET_HOURS = 12;

const card = (key: Parameters<typeof circadianTexts>[0]) => ({
  enumerable: true,
  get: () => circadianTexts(key),
});

/** The card's texts in the language on screen (English in the tests). */
export const EATING_CARD_TEXTS = Object.defineProperties(
  {} as Record<'title' | 'today' | 'median' | 'target' | 'notYet' | 'notYetHint' | 'failed' | 'loading' | 'log', string>,
  {
    title: card('card.title'),
    today: card('card.today'),
    median: card('card.median'),
    target: card('card.target'),
    notYet: card('card.notYet'),
    notYetHint: card('card.notYetHint'),
    failed: card('card.failed'),
    loading: card('loading'),
    log: card('card.log'),
  },
);

export function DashboardEatingWindow({ target = DEFAULT_EATING_WINDOW_TARGET_HOURS }: { target?: number }) {
  const t = useTexts(circadianTexts);
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
            hint={middle === null ? undefined : t('card.days', { count: windows.length })}
          />
          <Figure
            label={EATING_CARD_TEXTS.target}
            value={formatHours(target)}
            hint={middle !== null && middle > target ? t('card.overTarget') : undefined}
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
