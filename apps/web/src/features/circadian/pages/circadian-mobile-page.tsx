// /circadian-mobile: the last 7 days for the stored userId, as cards that read well at 360 px, each
// with its eating window (first to last of the meal marks and eating events).
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { MEALS, localIsoDate, type DayEntry } from '@rhythmfit/contracts';
import { asDailyRecord } from '../api/get-chart-days';
import { useRecentDays } from '../api/get-recent-days';
import { dayEatingWindow, hoursLabel } from '../lib/day-timeline';
import { cupsLabel, formatHours } from '../lib/format';
import { useNow } from '../lib/use-now';
import { useSession } from '../../../lib/use-session';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';
import { formatListDate } from '../../../lib/format';

function EatingWindowLine({ entry }: { entry: DayEntry }) {
  const t = useTexts(circadianTexts);
  const window = dayEatingWindow(asDailyRecord(entry.date, entry));
  return (
    <Text size="sm">
      {window
        ? t('mobile.eatingWindow', { from: window.first.time, to: window.last.time, hours: hoursLabel(window.hours) })
        : t('mobile.eatingWindowShort')}
    </Text>
  );
}

function OtherEating({ entry }: { entry: DayEntry }) {
  const t = useTexts(circadianTexts);
  const events = asDailyRecord(entry.date, entry).eating;
  if (events.length === 0) return null;
  const items = events.map((event) => t('chart.describe.point', { label: t(`kind.${event.kind}`), time: event.time })).join(', ');
  return <Text size="sm">{t('mobile.alsoEaten', { items })}</Text>;
}

function MealState({ entry, meal }: { entry: DayEntry; meal: (typeof MEALS)[number] }) {
  const t = useTexts(circadianTexts);
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
        {logged
          ? t('mobile.mealLogged', { meal: t(`meal.${meal}`), time: time ?? '' })
          : t('mobile.mealNotLogged', { meal: t(`meal.${meal}`) })}
      </Text>
    </Group>
  );
}

export default function CircadianMobilePage() {
  const t = useTexts(circadianTexts);
  const { loggedIn, userId } = useSession();
  const today = localIsoDate(useNow(60_000));
  const days = useRecentDays(loggedIn ? userId : null, today);

  let body;
  if (!loggedIn || userId === null) body = <Text>{t('noData')}</Text>;
  else if (days.isPending) body = <Text>{t('loading')}</Text>;
  else if (days.isError || !days.data?.length) body = <Text>{t('noData')}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {days.data.map((entry) => (
          <Paper key={entry.date} withBorder p="sm" component="li" aria-label={formatListDate(entry.date)}>
            <Group justify="space-between" mb={6}>
              <Text fw={700}>{formatListDate(entry.date)}</Text>
              {entry.date === today && <Badge variant="light">{t('mobile.today')}</Badge>}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
              {MEALS.map((meal) => (
                <MealState key={meal} entry={entry} meal={meal} />
              ))}
              <Text size="sm">{t('mobile.water', { cups: cupsLabel(entry.water_cups) })}</Text>
              <Text size="sm">
                {entry.sleep_hours === null ? t('mobile.sleepNotLogged') : t('mobile.sleep', { hours: formatHours(entry.sleep_hours) })}
              </Text>
              <OtherEating entry={entry} />
              <EatingWindowLine entry={entry} />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('mobile.title')}</Title>
      {body}
    </Stack>
  );
}
