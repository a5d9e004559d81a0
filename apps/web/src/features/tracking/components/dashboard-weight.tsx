// The member dashboard's weight comparison, weight table and monthly chart (health-tracking issue). Placed by app/routes/dashboard.tsx.
import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProgressEntry } from '@rhythmfit/contracts';
import { lazy, Suspense } from 'react';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useMyProgress } from '../api/get-my-progress';
import { WeightComparison } from './weight-comparison';
import { WeightTable } from './weight-table';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

// The chart library (about 95 KB) loads only when there is something to draw, off the dashboard's
// critical path (Lighthouse LCP on phones).
const WeightBarChart = lazy(() => import('./weight-bar-chart').then((m) => ({ default: m.WeightBarChart })));

export function DashboardWeight() {
  const t = useTexts(trackingTexts);
  const progress = useDeferredResult(useMyProgress());
  // The section and its title paint with the page, before the member's weights arrive: the title
  // is the dashboard's largest text, so it is the largest contentful paint (Lighthouse LCP on
  // phones) instead of waiting for the request. The loading block holds about the height of the
  // loaded section so the sections below do not jump (layout shift).
  let body;
  if (progress.isPending)
    body = (
      <Center mih={{ base: 315, md: 195 }}>
        <Loader aria-label={t('dashboard.loading')} />
      </Center>
    );
  else if (progress.isError) body = <Text c="dimmed">{t('dashboard.failed')}</Text>;
  else body = <WeightSections entries={progress.data} />;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-weight-title">
      <Title order={2} id="dashboard-weight-title">
        {t('dashboard.title')}
      </Title>
      {body}
    </Stack>
  );
}

function WeightSections({ entries }: { entries: ProgressEntry[] }) {
  const t = useTexts(trackingTexts);
  return (
    <>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('dashboard.lastTwoMonths')}
        </Title>
        <WeightComparison entries={entries} />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            {t('dashboard.table')}
          </Title>
          <WeightTable entries={entries} newestFirst />
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            {t('dashboard.monthly')}
          </Title>
          {entries.length === 0 ? (
            <Text c="dimmed">{t('msg.noChartData')}</Text>
          ) : (
            <Suspense fallback={<Loader aria-label={t('dashboard.loadingChart')} />}>
              <WeightBarChart entries={entries} />
            </Suspense>
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
