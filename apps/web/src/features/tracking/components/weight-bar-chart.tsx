// The dashboard's monthly weight bar chart: height 400, y-axis fixed from 0 to 100 (section 9).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { PROGRESS_MESSAGES, monthLabel, sortByDate, type ProgressEntry } from '@rhythmfit/contracts';

export const DASHBOARD_CHART_HEIGHT = 400;

export function WeightBarChart({ entries }: { entries: ProgressEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">{PROGRESS_MESSAGES.noChartData}</Text>;
  const data = sortByDate(entries).map((entry) => ({ month: monthLabel(entry.date), weight: entry.weight }));
  return (
    <Box
      role="img"
      aria-label={`Monthly weight: ${data.map((d) => `${d.month} ${d.weight} kg`).join(', ')}`}
      data-testid="weight-bar-chart"
      data-height={DASHBOARD_CHART_HEIGHT}
    >
      <BarChart
        h={DASHBOARD_CHART_HEIGHT}
        data={data}
        dataKey="month"
        series={[{ name: 'weight', label: 'Weight (kg)', color: 'teal.6' }]}
        yAxisProps={{ domain: [0, 100], allowDataOverflow: false }}
      />
    </Box>
  );
}
