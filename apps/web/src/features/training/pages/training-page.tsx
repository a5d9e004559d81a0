// /training, the member's training: today's workout with Start, the week day by day with each
// workout's status, what is coming, what is past, and the records.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localIsoDate } from '@rhythmfit/contracts';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatWeekdayDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useCalendar } from '../api/get-calendar';
import { useRecords } from '../api/get-records';
import type { CalendarEntry, ExerciseRecords, RecordFigure } from '../api/types';
import { StatusBadge } from '../components/status-badge';
import { WorkoutAction } from '../components/workout-action';
import { calendarRange, trainingView } from '../lib/calendar';
import { trainingTexts } from '../texts';

function WorkoutLine({ entry, showDate = true }: { entry: CalendarEntry; showDate?: boolean }) {
  const t = useTexts(trainingTexts);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-entry={entry.id}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/training/${entry.id}`} fw={600} truncate translate="no">
          {entry.name}
        </Anchor>
        <Group gap="xs" wrap="wrap">
          {showDate && (
            <Text size="sm" c="dimmed">
              {formatWeekdayDate(entry.date)}
            </Text>
          )}
          <StatusBadge status={entry.status} />
          <Text size="sm" c="dimmed">
            {t('today.exerciseCount', { count: entry.exerciseCount })}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export default function TrainingPage() {
  const t = useTexts(trainingTexts);
  const today = localIsoDate();
  const range = calendarRange(today);
  const calendar = useCalendar(range.from, range.to);

  if (calendar.isPending)
    return (
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <Text>{t('page.loading')}</Text>
      </Stack>
    );
  if (calendar.isError)
    return (
      <Stack gap="lg">
        <Title order={1}>{t('page.title')}</Title>
        <Text c="red.8" role="alert">
          {t('page.loadFailed')}
        </Text>
        <Group>
          <Button variant="default" onClick={() => void calendar.refetch()}>
            {t('page.retry')}
          </Button>
        </Group>
      </Stack>
    );

  const view = trainingView(calendar.data, today);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('page.title')}</Title>
      <Section id="training-today" title={t('today.title')}>
        {view.today.length === 0 ? (
          <Stack gap={4}>
            <Text>{t('today.none')}</Text>
            {view.next && (
              <Text size="sm" c="dimmed">
                {t('today.next', { name: view.next.name, date: formatWeekdayDate(view.next.date) })}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="md">
            {view.today.map((entry) => (
              <Group key={entry.id} justify="space-between" wrap="nowrap" gap="sm">
                <WorkoutLine entry={entry} showDate={false} />
                <WorkoutAction entry={entry} size="lg" />
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="training-week" title={t('week.title')}>
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {view.week.map((day) => (
              <Group
                key={day.date}
                component="li"
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                data-date={day.date}
                aria-current={day.date === today ? 'date' : undefined}
                style={{
                  borderLeft: day.date === today ? '3px solid var(--mantine-color-blue-6)' : '3px solid transparent',
                  paddingLeft: 8,
                }}
              >
                <Text w={96} size="sm" fw={day.date === today ? 700 : 400} style={{ flexShrink: 0 }}>
                  {formatWeekdayDate(day.date)}
                </Text>
                <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                  {day.entries.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('week.rest')}
                    </Text>
                  ) : (
                    day.entries.map((entry) => <WorkoutLine key={entry.id} entry={entry} showDate={false} />)
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </Section>
        <Section id="training-coming" title={t('coming.title')}>
          {view.coming.length === 0 ? (
            <Text c="dimmed">{t('coming.empty')}</Text>
          ) : (
            <Stack gap="sm">
              {view.coming.map((entry) => (
                <WorkoutLine key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
        </Section>
        <Section id="training-history" title={t('history.title')}>
          {view.history.length === 0 ? (
            <Text c="dimmed">{t('history.empty')}</Text>
          ) : (
            <Stack gap="sm">
              {view.history.map((entry) => (
                <WorkoutLine key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
        </Section>
        <RecordsSection />
      </SimpleGrid>
    </Stack>
  );
}

function RecordsSection() {
  const t = useTexts(trainingTexts);
  const records = useRecords();
  let body;
  if (records.isPending) body = <Text c="dimmed">{t('page.loading')}</Text>;
  else if (records.isError) body = <Text c="dimmed">{t('page.loadFailed')}</Text>;
  else if (records.data.length === 0) body = <Text c="dimmed">{t('records.empty')}</Text>;
  else
    body = (
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {records.data.map((record) => (
          <RecordRow key={record.exerciseId} record={record} />
        ))}
      </Stack>
    );
  return (
    <Section id="training-records" title={t('records.title')}>
      {body}
    </Section>
  );
}

type Figure = NonNullable<RecordFigure>;

function RecordRow({ record }: { record: ExerciseRecords }) {
  const t = useTexts(trainingTexts);
  const kg = (figure: Figure) => t('value.kg', { kg: formatNumber(figure.value, 2) });
  const figures: { label: string; figure: RecordFigure; text: (figure: Figure) => string }[] = [
    { label: t('records.e1rm'), figure: record.e1rmKg, text: kg },
    { label: t('records.heaviest'), figure: record.heaviestKg, text: kg },
    { label: t('records.mostReps'), figure: record.mostReps, text: (f) => t('value.reps', { count: f.value }) },
    { label: t('records.longest'), figure: record.longestSeconds, text: (f) => t('value.seconds', { seconds: formatNumber(f.value) }) },
    { label: t('records.farthest'), figure: record.longestDistanceKm, text: (f) => t('value.km', { km: formatNumber(f.value, 2) }) },
    { label: t('records.bestVolume'), figure: record.bestVolumeKg, text: kg },
  ];
  return (
    <Stack gap={4} component="li" data-record={record.exerciseId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{record.exerciseName}</Text>
        <Anchor component={Link} to={`/training/exercises/${record.exerciseId}`} size="sm">
          {t('records.progress')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="dl" style={{ margin: 0 }}>
        {figures
          .filter((entry) => entry.figure !== null)
          .map((entry) => (
            <div key={entry.label}>
              <Text component="dt" size="xs" c="dimmed">
                {entry.label}
              </Text>
              <Text component="dd" fw={600} m={0} title={formatDate(entry.figure!.date)}>
                {entry.text(entry.figure!)}
              </Text>
            </div>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
