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
import { formatDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export function regularityWords(sri: number | null): string {
  if (sri === null) return circadianTexts('insights.regularity.needsTwo');
  if (sri >= 80) return circadianTexts('insights.regularity.very');
  if (sri >= 60) return circadianTexts('insights.regularity.fairly');
  return circadianTexts('insights.regularity.irregular');
}

function InsightsBody({ insights }: { insights: CircadianInsights }) {
  const t = useTexts(circadianTexts);
  if (insights.daysLogged === 0) return <Text c="dimmed">{t('insights.noChartData')}</Text>;
  // The series' names are what the legend shows: the texts of the language on screen.
  const sleep = t('insights.series.sleep');
  const water = t('insights.series.water');
  const eatingWindow = t('insights.series.eatingWindow');
  const chartData = insights.series.map((day) => ({
    day: shortDate(day.date),
    [sleep]: day.sleepHours ?? 0,
    [water]: day.waterCups,
    [eatingWindow]: day.eatingWindowHours ?? 0,
  }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure
          framed
          label={t('insights.eatingWindow')}
          value={formatHours(insights.averageEatingWindowHours)}
          hint={t('insights.eatingWindowHint')}
        />
        <Figure framed label={t('insights.sleep')} value={formatHours(insights.averageSleepHours)} hint={t('insights.sleepHint')} />
        <Figure
          framed
          label={t('insights.mealsInWindow')}
          value={t('insights.mealsInWindowValue', { inWindow: String(insights.mealsInWindow), logged: String(insights.mealsLogged) })}
          hint={t('insights.mealsInWindowHint')}
        />
        <Figure framed label={t('insights.water')} value={cupsLabel(insights.waterPerDay)} hint={t('insights.waterHint')} />
        <Figure
          framed
          label={t('insights.regularity')}
          value={insights.sleepRegularity === null ? '–' : `${insights.sleepRegularity}`}
          hint={t('insights.regularityHint', { words: regularityWords(insights.sleepRegularity) })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Paper withBorder p="sm">
          <Text fw={600} size="sm" mb="xs" id="circadian-sleep-chart">
            {t('insights.sleepChart')}
          </Text>
          <BarChart
            h={180}
            data={chartData}
            dataKey="day"
            series={[{ name: sleep, color: 'indigo.6' }]}
            aria-labelledby="circadian-sleep-chart"
            withTooltip={false}
          />
        </Paper>
        <Paper withBorder p="sm">
          <Text fw={600} size="sm" mb="xs" id="circadian-water-chart">
            {t('insights.waterChart')}
          </Text>
          <BarChart
            h={180}
            data={chartData}
            dataKey="day"
            series={[
              { name: water, color: 'cyan.6' },
              { name: eatingWindow, color: 'orange.6' },
            ]}
            withLegend
            aria-labelledby="circadian-water-chart"
            withTooltip={false}
          />
        </Paper>
      </SimpleGrid>
      <details>
        <summary>{t('insights.showTable')}</summary>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('insights.col.date')}</Table.Th>
                <Table.Th>{t('insights.col.meals')}</Table.Th>
                <Table.Th>{t('insights.col.eatingWindow')}</Table.Th>
                <Table.Th>{t('insights.col.sleep')}</Table.Th>
                <Table.Th>{t('insights.col.water')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {insights.series.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{formatDate(day.date)}</Table.Td>
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
export function InsightsPanel({ userId, end, title }: { userId: number | null; end: string; title?: string }) {
  const t = useTexts(circadianTexts);
  const [days, setDays] = useState('7');
  const query = useInsights(userId, Number(days), end);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title ?? t('insights.title')}
      </Title>
      <SegmentedControl
        aria-label={t('insights.period')}
        value={days}
        onChange={setDays}
        data={[
          { label: t('insights.last7'), value: '7' },
          { label: t('insights.last28'), value: '28' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.isPending ? (
        <Text>{t('loading')}</Text>
      ) : query.isError || !query.data ? (
        <Alert color="gray" variant="light">
          {t('noData')}
        </Alert>
      ) : (
        <InsightsBody insights={query.data} />
      )}
    </Stack>
  );
}
