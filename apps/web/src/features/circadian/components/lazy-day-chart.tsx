// The 24-hour chart section as its own chunk, mounted after the first paint (Deferred): the page's
// own content paints first, and the chart's code and its day requests come after.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Deferred } from '../../../components/deferred';
import type { DayChartSectionProps } from './day-chart-section';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

const DayChartSection = lazy(() => import('./day-chart-section'));

export function LazyDayChart(props: DayChartSectionProps) {
  const t = useTexts(circadianTexts);
  return (
    <Deferred minHeight={320}>
      <Suspense
        fallback={
          <Center mih={320}>
            <Loader aria-label={t('chart.loading')} />
          </Center>
        }
      >
        <DayChartSection {...props} />
      </Suspense>
    </Deferred>
  );
}
