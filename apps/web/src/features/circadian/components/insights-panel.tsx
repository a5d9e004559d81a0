// Insights over the last 7 or 28 days: eating window (meal marks and eating events together), sleep
// duration, meals inside their windows, water per day and sleep regularity (SRI), as figures, two
// small charts and a table alternative.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Alert, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CircadianInsights } from '@rhythmfit/contracts';
import { useInsights } from '../api/get-insights';
import { cupsLabel, formatHours, shortDate } from '../lib/format';
import { Figure } from './figure';

export function regularityWords(sri: number | null): string {
  if (sri === null) return 'Needs two nights in a row';
  if (sri >= 80) return 'Very regular';
  if (sri >= 60) return 'Fairly regular';
  return 'Irregular';
}

function InsightsBody({ insights }: { insights: CircadianInsights }) {
  if (insights.daysLogged === 0) return <Text c="dimmed">No chart data yet.</Text>;
  const chartData = insights.series.map((day) => ({
    day: shortDate(day.date),
    Sleep: day.sleepHours ?? 0,
    Water: day.waterCups,
    'Eating window': day.eatingWindowHours ?? 0,
  }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure framed label="Eating window" value={formatHours(insights.averageEatingWindowHours)} hint="first to last eating, average" />
        <Figure framed label="Sleep" value={formatHours(insights.averageSleepHours)} hint="per night, average" />
        <Figure framed label="Meals in window" value={`${insights.mealsInWindow} of ${insights.mealsLogged}`} hint="logged meals on time" />
        <Figure framed label="Water" value={cupsLabel(insights.waterPerDay)} hint="per day" />
        <Figure
          framed
          label="Sleep regularity"
          value={insights.sleepRegularity === null ? '–' : `${insights.sleepRegularity}`}
          hint={`${regularityWords(insights.sleepRegularity)} (SRI, -100 to 100)`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Paper withBorder p="sm">
          <Text fw={600} size="sm" mb="xs" id="circadian-sleep-chart">
            Sleep hours per night
          </Text>
          <BarChart
            h={180}
            data={chartData}
            dataKey="day"
            series={[{ name: 'Sleep', color: 'indigo.6' }]}
            aria-labelledby="circadian-sleep-chart"
            withTooltip={false}
          />
        </Paper>
        <Paper withBorder p="sm">
          <Text fw={600} size="sm" mb="xs" id="circadian-water-chart">
            Water cups and eating window hours per day
          </Text>
          <BarChart
            h={180}
            data={chartData}
            dataKey="day"
            series={[
              { name: 'Water', color: 'cyan.6' },
              { name: 'Eating window', color: 'orange.6' },
            ]}
            withLegend
            aria-labelledby="circadian-water-chart"
            withTooltip={false}
          />
        </Paper>
      </SimpleGrid>
      <details>
        <summary>Show the days as a table</summary>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Meals (in window)</Table.Th>
                <Table.Th>Eating window</Table.Th>
                <Table.Th>Sleep</Table.Th>
                <Table.Th>Water</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.series.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{day.date}</Table.Td>
                  <Table.Td>
                    {day.mealsLogged} ({day.mealsInWindow})
                  </Table.Td>
                  <Table.Td>{formatHours(day.eatingWindowHours)}</Table.Td>
                  <Table.Td>{formatHours(day.sleepHours)}</Table.Td>
                  <Table.Td>{day.waterCups}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Stack>
  );
}

/** userId null: the signed-in member's own insights; otherwise a member's, for a coach. */
export function InsightsPanel({ userId, end, title = 'Insights' }: { userId: number | null; end: string; title?: string }) {
  const [days, setDays] = useState('7');
  const query = useInsights(userId, Number(days), end);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <SegmentedControl
        aria-label="Period"
        value={days}
        onChange={setDays}
        data={[
          { label: 'Last 7 days', value: '7' },
          { label: 'Last 28 days', value: '28' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.isPending ? (
        <Text>Loading...</Text>
      ) : query.isError || !query.data ? (
        <Alert color="gray" variant="light">
          No data
        </Alert>
      ) : (
        <InsightsBody insights={query.data} />
      )}
    </Stack>
  );
}
