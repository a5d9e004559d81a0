// The member dashboard's "Today's workout" card (in the Today section, so its title is level 3):
// today's workout with Start, or the next one when today is a rest day.
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { addDays, localIsoDate } from '@rhythmfit/contracts';
import { Link } from 'react-router';
import { formatWeekdayDate } from '../../../lib/format';
import { useTexts } from '../../../lib/i18n';
import { useCalendar } from '../api/get-calendar';
import { trainingView } from '../lib/calendar';
import { trainingTexts } from '../texts';
import { StatusBadge } from './status-badge';
import { WorkoutAction } from './workout-action';

/** The days the card looks at: today's workouts, else the next one within four weeks. */
export const TODAY_WORKOUT_DAYS = 28;

export function DashboardTodayWorkout() {
  const t = useTexts(trainingTexts);
  const today = localIsoDate();
  const calendar = useCalendar(today, addDays(today, TODAY_WORKOUT_DAYS - 1));
  const view = calendar.data ? trainingView(calendar.data, today) : null;
  let body;
  if (calendar.isPending) body = <Text c="dimmed">{t('page.loading')}</Text>;
  else if (calendar.isError || !view) body = <Text c="dimmed">{t('page.loadFailed')}</Text>;
  else if (view.today.length === 0)
    body = (
      <Stack gap={4}>
        <Text>{t('today.none')}</Text>
        {view.next && (
          <Text size="sm" c="dimmed">
            {t('today.next', { name: view.next.name, date: formatWeekdayDate(view.next.date) })}
          </Text>
        )}
      </Stack>
    );
  else
    body = (
      <Stack gap="sm">
        {view.today.map((entry) => (
          <Group key={entry.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate translate="no">
                {entry.name}
              </Text>
              <Group gap="xs">
                <StatusBadge status={entry.status} />
                <Text size="sm" c="dimmed">
                  {t('today.exerciseCount', { count: entry.exerciseCount })}
                </Text>
              </Group>
            </Stack>
            <WorkoutAction entry={entry} />
          </Group>
        ))}
      </Stack>
    );
  return (
    <Card withBorder component="section" aria-labelledby="dashboard-workout-title" mih={120} data-testid="dashboard-workout">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h4" id="dashboard-workout-title">
          {t('today.title')}
        </Title>
        <Anchor component={Link} to="/training" size="sm">
          {t('today.openTraining')}
        </Anchor>
      </Group>
      {body}
    </Card>
  );
}
