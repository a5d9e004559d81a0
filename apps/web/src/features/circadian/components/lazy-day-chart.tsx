// The 24-hour chart section as its own chunk, mounted after the first paint (Deferred): the page's
// own content paints first, and the chart's code and its day requests come after.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Deferred } from '../../../components/deferred';
import type { DayChartSectionProps } from './day-chart-section';

const DayChartSection = lazy(() => import('./day-chart-section'));

export function LazyDayChart(props: DayChartSectionProps) {
  return (
    <Deferred minHeight={320}>
      <Suspense
        fallback={
          <Center mih={320}>
            <Loader aria-label="Loading the 24-hour chart" />
          </Center>
        }
      >
        <DayChartSection {...props} />
      </Suspense>
    </Deferred>
  );
}
