// The dashboard's monthly weight bar chart: height 400, y-axis fixed from 0 to 100 (section 9).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { sortByDate, type ProgressEntry } from '@rhythmfit/contracts';
import { monthLabel } from '../lib/month-label';
import { useTexts } from '../../../lib/i18n';
import { trackingTexts } from '../texts';

export const DASHBOARD_CHART_HEIGHT = 400;

export function WeightBarChart({ entries }: { entries: ProgressEntry[] }) {
  const t = useTexts(trackingTexts);
  if (entries.length === 0) return <Text c="dimmed">{t('msg.noChartData')}</Text>;
  const data = sortByDate(entries).map((entry) => ({ month: monthLabel(entry.date), weight: entry.weight }));
  const points = data.map((d) => t('chart.point', { month: d.month, kg: String(d.weight) })).join(', ');
  return (
    <Box role="img" aria-label={t('chart.monthly', { points })} data-testid="weight-bar-chart" data-height={DASHBOARD_CHART_HEIGHT}>
      <BarChart
        h={DASHBOARD_CHART_HEIGHT}
        data={data}
        dataKey="month"
        series={[{ name: 'weight', label: t('chart.series'), color: 'teal.6' }]}
        yAxisProps={{ domain: [0, 100], allowDataOverflow: false }}
      />
    </Box>
  );
}
