// /training/exercises/:id: one exercise's estimated one-rep max over time (the chart library of
// /progress) and the finished workouts with it, newest first. The list is the chart's full text
// alternative; the chart itself carries a one-line summary.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useExercise, useExerciseHistory } from '../api/get-exercise-history';
import type { ExerciseHistoryRow } from '../api/types';
import { describeSet } from '../lib/describe';
import { trainingTexts } from '../texts';

export function e1rmSeries(rows: ExerciseHistoryRow[]): { date: string; label: string; e1rm: number }[] {
  return rows
    .filter((row): row is ExerciseHistoryRow & { e1rmKg: number } => typeof row.e1rmKg === 'number')
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date) || a.scheduledId - b.scheduledId)
    .map((row) => ({ date: row.date, label: formatDate(row.date), e1rm: row.e1rmKg }));
}

export default function ExercisePage() {
  const t = useTexts(trainingTexts);
  const id = Number(useParams().id);
  const exercise = useExercise(id);
  const history = useExerciseHistory(id);
  const tracking = exercise.data?.tracking ?? 'weight_reps';

  if (exercise.isError || !Number.isInteger(id))
    return (
      <Stack gap="md">
        <Anchor component={Link} to="/training" size="sm">
          {t('exercise.back')}
        </Anchor>
        <Title order={1}>{t('page.title')}</Title>
        <Text role="alert">{t('exercise.notFound')}</Text>
      </Stack>
    );

  const series = history.data ? e1rmSeries(history.data) : [];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/training" size="sm">
        {t('exercise.back')}
      </Anchor>
      <Title order={1} translate={exercise.data ? 'no' : undefined}>
        {exercise.data?.name ?? t('page.loading')}
      </Title>
      <Card withBorder component="section" aria-labelledby="exercise-chart-title">
        <Title order={2} size="h3" id="exercise-chart-title" mb="sm">
          {t('exercise.chartTitle')}
        </Title>
        {history.isPending ? (
          <Text c="dimmed">{t('page.loading')}</Text>
        ) : history.isError ? (
          <Text c="dimmed">{t('page.loadFailed')}</Text>
        ) : series.length === 0 ? (
          <Text c="dimmed">{t('exercise.noChart')}</Text>
        ) : (
          <Box
            role="img"
            data-testid="e1rm-chart"
            aria-label={t('exercise.chartSummary', {
              points: series.map((point) => t('exercise.chartPoint', { date: point.label, kg: formatNumber(point.e1rm, 1) })).join(', '),
            })}
          >
            <LineChart
              h={240}
              data={series}
              dataKey="label"
              series={[{ name: 'e1rm', label: t('exercise.chartLabel'), color: 'teal.6' }]}
              curveType="linear"
              withDots
              unit=" kg"
            />
          </Box>
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="exercise-history-title">
        <Title order={2} size="h3" id="exercise-history-title" mb="sm">
          {t('exercise.history')}
        </Title>
        {history.isPending ? (
          <Text c="dimmed">{t('page.loading')}</Text>
        ) : history.isError ? (
          <Text c="dimmed">{t('page.loadFailed')}</Text>
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t('exercise.noHistory')}</Text>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {history.data.map((row) => (
              <Stack key={row.scheduledId} gap={2} component="li">
                <Anchor component={Link} to={`/training/${row.scheduledId}`} fw={600}>
                  {formatDate(row.date)}
                </Anchor>
                <Text size="sm">
                  {row.sets
                    .filter((set) => set.done)
                    .map((set) => describeSet(set, tracking))
                    .filter(Boolean)
                    .join(', ')}
                </Text>
                <Group gap="md" wrap="wrap">
                  {row.bestSet && (
                    <Text size="sm" c="dimmed">
                      {t('exercise.bestSet', { set: describeSet(row.bestSet, tracking) })}
                    </Text>
                  )}
                  {row.e1rmKg !== null && (
                    <Text size="sm" c="dimmed">
                      {t('exercise.e1rm', { kg: formatNumber(row.e1rmKg, 1) })}
                    </Text>
                  )}
                  {row.volumeKg !== null && row.volumeKg > 0 && (
                    <Text size="sm" c="dimmed">
                      {t('exercise.volume', { kg: formatNumber(row.volumeKg, 1) })}
                    </Text>
                  )}
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
        {history.hasNextPage && (
          <Button variant="light" mt="md" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('exercise.showOlder')}
          </Button>
        )}
        {history.isFetchNextPageError && (
          <Text c="dimmed" role="alert" mt="xs">
            {t('page.loadFailed')}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
