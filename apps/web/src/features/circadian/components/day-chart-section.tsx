// The 24-hour chart with its 7/14-day toggle and its data (one day record per day). Loaded as its
// own chunk after the page's first paint (see LazyDayChart), so the page's Lighthouse score holds.
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/use-session';
import { useChartDays, type ChartMember } from '../api/get-chart-days';
import { useChartWorkouts } from '../api/get-chart-workouts';
import { intakePoints } from '../lib/day-timeline';
import { CoachEatingForm } from './coach-eating-form';
import { DayChart } from './day-chart';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';

export interface DayChartSectionProps {
  /** null: the signed-in member's own days; a member (id and name), for a coach. */
  member: ChartMember;
  /** The last day drawn (YYYY-MM-DD, local). */
  end: string;
  /** Whose days, for the heading ("Your day on a 24-hour clock" by default). */
  heading?: string;
}

export default function DayChartSection({ member, end, heading: givenHeading }: DayChartSectionProps) {
  const t = useTexts(circadianTexts);
  const heading = givenHeading ?? t('chart.section.heading');
  const [span, setSpan] = useState('7');
  const days = Number(span);
  const { userId } = useSession();
  const { ref, inViewport } = useInViewport();
  // Once seen, the sleep of every day is read (and kept when the chart scrolls away again).
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const query = useChartDays(member, userId, end, days, seen);
  // The first record is the day before the first row: only its sleep is drawn.
  const [before, ...rows] = query.records;
  const workouts = useChartWorkouts(member, rows[0]?.date ?? end, end, seen);
  const anything = workouts.length > 0 || rows.some((day) => intakePoints(day).length > 0 || (day.sleepStart && day.sleepEnd));

  let body;
  if (query.isPending) body = <Text>{t('loading')}</Text>;
  else if (query.isError)
    body = (
      <Alert color="gray" variant="light">
        {t('chart.section.failed')}
      </Alert>
    );
  else if (!anything) body = <Text c="dimmed">{t('chart.section.empty')}</Text>;
  else
    body = (
      <DayChart
        days={rows}
        extraSleepDays={before ? [before] : []}
        workouts={workouts}
        title={t('chart.section.title', { heading, days: String(days) })}
      />
    );

  return (
    <Stack gap="sm" component="section" aria-label={heading} ref={ref}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <SegmentedControl
          aria-label={t('chart.section.span')}
          value={span}
          onChange={setSpan}
          data={[
            { label: t('chart.section.days7'), value: '7' },
            { label: t('chart.section.days14'), value: '14' },
          ]}
        />
      </Group>
      {body}
      {member !== null && <CoachEatingForm member={member} date={end} />}
    </Stack>
  );
}
