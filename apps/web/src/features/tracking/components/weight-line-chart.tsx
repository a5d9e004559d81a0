// Weight over the months as a line chart. The chart is described for screen readers; the weight
// table placed next to it is the full text alternative.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { sortByDate, type ProgressEntry } from '@rhythmfit/contracts';
import { monthLabel } from '../lib/month-label';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export function WeightLineChart({ entries, height, label: givenLabel }: { entries: ProgressEntry[]; height: number; label?: string }) {
  const t = useTexts(trackingTexts);
  if (entries.length === 0) return <Text c="dimmed">{t('msg.noChartData')}</Text>;
  const label = givenLabel ?? t('chart.weightOverTime');
  const data = sortByDate(entries).map((entry) => ({ month: monthLabel(entry.date), weight: entry.weight }));
  const points = data.map((d) => t('chart.point', { month: d.month, kg: String(d.weight) })).join(', ');
  const summary = t('chart.summary', { label, points });
  return (
    <Box role="img" aria-label={summary} data-testid="weight-line-chart" data-height={height}>
      <LineChart
        h={height}
        data={data}
        dataKey="month"
        series={[{ name: 'weight', label: t('chart.series'), color: 'teal.6' }]}
        curveType="linear"
        withDots
        unit={t('chart.unit')}
      />
    </Box>
  );
}
