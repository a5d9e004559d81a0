// The member dashboard's weight comparison, weight table and monthly chart (health-tracking issue). Placed by app/routes/dashboard.tsx.
import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROGRESS_MESSAGES, type ProgressEntry } from '@rhythmfit/contracts';
import { lazy, Suspense } from 'react';
import { useDeferredResult } from '../../../lib/use-deferred-result';
import { useMyProgress } from '../api/get-my-progress';
import { WeightComparison } from './weight-comparison';
import { WeightTable } from './weight-table';

// The chart library (about 95 KB) loads only when there is something to draw, off the dashboard's
// critical path (Lighthouse LCP on phones).
const WeightBarChart = lazy(() => import('./weight-bar-chart').then((m) => ({ default: m.WeightBarChart })));

export function DashboardWeight() {
  const progress = useDeferredResult(useMyProgress());
  // The section and its title paint with the page, before the member's weights arrive: the title
  // is the dashboard's largest text, so it is the largest contentful paint (Lighthouse LCP on
  // phones) instead of waiting for the request. The loading block holds about the height of the
  // loaded section so the sections below do not jump (layout shift).
  let body;
  if (progress.isPending)
    body = (
      <Center mih={{ base: 315, md: 195 }}>
        <Loader aria-label="Loading weight progress" />
      </Center>
    );
  else if (progress.isError) body = <Text c="dimmed">Weight progress could not be loaded.</Text>;
  else body = <WeightSections entries={progress.data} />;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-weight-title">
      <Title order={2} id="dashboard-weight-title">
        Weight progress
      </Title>
      {body}
    </Stack>
  );
}

function WeightSections({ entries }: { entries: ProgressEntry[] }) {
  return (
    <>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Last two months
        </Title>
        <WeightComparison entries={entries} />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Weight table
          </Title>
          <WeightTable entries={entries} newestFirst />
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Monthly weight
          </Title>
          {entries.length === 0 ? (
            <Text c="dimmed">{PROGRESS_MESSAGES.noChartData}</Text>
          ) : (
            <Suspense fallback={<Loader aria-label="Loading chart" />}>
              <WeightBarChart entries={entries} />
            </Suspense>
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
