// /circadian-mobile: the last 7 days for the stored userId, as cards that read well at 360 px, each
// with its eating window (first to last of the meal marks and eating events).
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { EATING_KIND_LABELS, MEALS, MEAL_LABELS, localIsoDate, type DayEntry } from '@rhythmfit/contracts';
import { asDailyRecord } from '../api/get-chart-days';
import { useRecentDays } from '../api/get-recent-days';
import { dayEatingWindow, hoursLabel } from '../lib/day-timeline';
import { cupsLabel, formatHours } from '../lib/format';
import { useNow } from '../lib/use-now';
import { useSession } from '../../../lib/use-session';

function EatingWindowLine({ entry }: { entry: DayEntry }) {
  const window = dayEatingWindow(asDailyRecord(entry.date, entry));
  return (
    <Text size="sm">
      Eating window: {window ? `${window.first.time}–${window.last.time} (${hoursLabel(window.hours)})` : 'not enough logged'}
    </Text>
  );
}

function OtherEating({ entry }: { entry: DayEntry }) {
  const events = asDailyRecord(entry.date, entry).eating;
  if (events.length === 0) return null;
  return <Text size="sm">Also eaten: {events.map((event) => `${EATING_KIND_LABELS[event.kind]} ${event.time}`).join(', ')}</Text>;
}

function MealState({ entry, meal }: { entry: DayEntry; meal: (typeof MEALS)[number] }) {
  const logged = entry[`${meal}_logged`];
  const time = entry[`${meal}_time`];
  return (
    <Group gap={4} wrap="nowrap">
      {logged ? (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconX size={16} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text size="sm">
        {MEAL_LABELS[meal]}: {logged ? time : 'not logged'}
      </Text>
    </Group>
  );
}

export default function CircadianMobilePage() {
  const { loggedIn, userId } = useSession();
  const today = localIsoDate(useNow(60_000));
  const days = useRecentDays(loggedIn ? userId : null, today);

  let body;
  if (!loggedIn || userId === null) body = <Text>No data</Text>;
  else if (days.isPending) body = <Text>Loading...</Text>;
  else if (days.isError || !days.data?.length) body = <Text>No data</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {days.data.map((entry) => (
          <Paper key={entry.date} withBorder p="sm" component="li" aria-label={entry.date}>
            <Group justify="space-between" mb={6}>
              <Text fw={700}>{entry.date}</Text>
              {entry.date === today && <Badge variant="light">Today</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
              {MEALS.map((meal) => (
                <MealState key={meal} entry={entry} meal={meal} />
              ))}
              <Text size="sm">Water: {cupsLabel(entry.water_cups)}</Text>
              <Text size="sm">Sleep: {entry.sleep_hours === null ? 'not logged' : formatHours(entry.sleep_hours)}</Text>
              <OtherEating entry={entry} />
              <EatingWindowLine entry={entry} />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Circadian: last 7 days</Title>
      {body}
    </Stack>
  );
}
