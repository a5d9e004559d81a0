// Weight over the months as a line chart. The chart is described for screen readers; the weight
// table placed next to it is the full text alternative.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { PROGRESS_MESSAGES, monthLabel, sortByDate, type ProgressEntry } from '@rhythmfit/contracts';

export function WeightLineChart({
  entries,
  height,
  label = 'Weight over time',
}: {
  entries: ProgressEntry[];
  height: number;
  label?: string;
}) {
  if (entries.length === 0) return <Text c="dimmed">{PROGRESS_MESSAGES.noChartData}</Text>;
  const data = sortByDate(entries).map((entry) => ({ month: monthLabel(entry.date), weight: entry.weight }));
  const summary = `${label}: ${data.map((d) => `${d.month} ${d.weight} kg`).join(', ')}`;
  return (
    <Box role="img" aria-label={summary} data-testid="weight-line-chart" data-height={height}>
      <LineChart
        h={height}
        data={data}
        dataKey="month"
        series={[{ name: 'weight', label: 'Weight (kg)', color: 'teal.6' }]}
        curveType="linear"
        withDots
        unit=" kg"
      />
    </Box>
  );
}
