// /circadian: the member's day. "Today" and "inside the window" follow the device's local clock
// (the spec's screen used the UTC date, which showed yesterday east of Greenwich after midnight;
// see docs/circadian.md). Every write is followed by a re-fetch of the day.
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { MEALS, localClockTime, localIsoDate, type Meal } from '@rhythmfit/contracts';
import { useAddWater } from '../api/add-water';
import { useDailyRecord } from '../api/get-daily-record';
import { useLogMeal } from '../api/log-meal';
import { useLogSleep } from '../api/log-sleep';
import { EatingSection } from '../components/eating-section';
import { InsightsPanel } from '../components/insights-panel';
import { LazyDayChart } from '../components/lazy-day-chart';
import { MealRow } from '../components/meal-row';
import { SleepRow } from '../components/sleep-row';
import { WaterRow } from '../components/water-row';
import { useNow } from '../lib/use-now';
import { useSession } from '../../../lib/use-session';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export default function CircadianPage() {
  const t = useTexts(circadianTexts);
  const { loggedIn } = useSession();
  const now = useNow();
  const today = localIsoDate(now);
  const record = useDailyRecord(today, loggedIn);
  const logMeal = useLogMeal(today);
  const addWater = useAddWater(today);
  const logSleep = useLogSleep(today);

  const mark = (meal: Meal) => {
    // The time is read at the click: the member's own local clock.
    logMeal.mutate({ meal, time: localClockTime(new Date()) });
  };

  let body;
  if (!loggedIn) body = <Text>{t('noData')}</Text>;
  else if (record.isPending) body = <Text>{t('loading')}</Text>;
  else if (record.isError || !record.data) body = <Text>{t('noData')}</Text>;
  else {
    const day = record.data;
    body = (
      <Stack gap="sm">
        {MEALS.map((meal) => (
          <MealRow
            key={meal}
            meal={meal}
            logged={day[`${meal}Logged`]}
            time={day[`${meal}Time`]}
            now={now}
            busy={logMeal.isPending && logMeal.variables?.meal === meal}
            onMark={() => mark(meal)}
          />
        ))}
        <EatingSection date={today} events={day.eating} />
        <WaterRow cups={day.waterCups} busy={addWater.isPending} onAdd={() => addWater.mutate()} />
        <SleepRow
          key={today}
          date={today}
          sleepStart={day.sleepStart}
          sleepEnd={day.sleepEnd}
          busy={logSleep.isPending}
          onLog={(body) => logSleep.mutateAsync(body)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={900}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Title order={1}>{t('page.title')}</Title>
        <Text size="lg" c="dimmed" data-testid="circadian-date">
          {today}
        </Text>
      </Group>
      {body}
      {loggedIn && (
        <>
          <Divider />
          <LazyDayChart member={null} end={today} />
          <Divider />
          <InsightsPanel userId={null} end={today} />
        </>
      )}
    </Stack>
  );
}
