// The 24-hour chart (a "raster" or actogram, as circadian researchers draw it): one row per day,
// hours 00 to 24 across in local time. Sleep is a bar (cut at midnight onto both rows), each meal
// mark and eating event a dot whose shape tells its kind, the three meal windows are shaded and the
// day's eating window is a thin bar labelled with its hours. Plain SVG drawn at the container's
// pixel width (no chart library: it stays small and its labels stay legible on a phone). Screen
// readers get a title, a description and one sentence per day in a visually hidden list.
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { MEALS, MEAL_WINDOWS, type EatingKind } from '@rhythmfit/contracts';
import { useId } from 'react';
import { useTexts } from '../../../lib/i18n';
import { circadianTexts } from '../texts';
import {
  dayEatingWindow,
  dayLabel,
  describeDay,
  hoursLabel,
  intakePoints,
  sleepSegmentsOn,
  workoutSegmentsOn,
  type TimelineDay,
  type WorkoutSpan,
} from '../lib/day-timeline';

const COLORS = {
  sleep: 'var(--mantine-color-indigo-6)',
  workout: 'var(--mantine-color-grape-7)',
  window: 'var(--mantine-color-yellow-light)',
  eatingWindow: 'var(--mantine-color-orange-8)',
  mark: 'var(--mantine-color-teal-8)',
  meal: 'var(--mantine-color-orange-8)',
  snack: 'var(--mantine-color-red-8)',
  drink: 'var(--mantine-color-blue-8)',
  grid: 'var(--mantine-color-default-border)',
  text: 'var(--mantine-color-text)',
};

const ROW_HEIGHT = 30;
const AXIS_HEIGHT = 18;
const RIGHT_LABEL_WIDTH = 46;
/** Below this width the hours are labelled every 6 h instead of every 3 h. */
const NARROW = 560;

type DotSource = 'mark' | EatingKind;

function Dot({ source, x, y, size = 5 }: { source: DotSource; x: number; y: number; size?: number }) {
  const common = { 'data-kind': source, stroke: 'var(--mantine-color-body)', strokeWidth: 1 } as const;
  switch (source) {
    case 'mark':
      return <circle {...common} cx={x} cy={y} r={size} fill={COLORS.mark} />;
    case 'meal':
      return <rect {...common} x={x - size} y={y - size} width={size * 2} height={size * 2} fill={COLORS.meal} />;
    case 'snack':
      return (
        <polygon {...common} points={`${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`} fill={COLORS.snack} />
      );
    case 'drink':
      return (
        <polygon
          {...common}
          points={`${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`}
          fill={COLORS.drink}
        />
      );
  }
}

const LEGEND = [
  { source: 'mark', label: 'chart.legendMark' },
  { source: 'meal', label: 'chart.legendMeal' },
  { source: 'snack', label: 'chart.legendSnack' },
  { source: 'drink', label: 'chart.legendDrink' },
] as const;

function Legend() {
  const t = useTexts(circadianTexts);
  return (
    <Group gap="md" wrap="wrap" aria-hidden="true">
      {LEGEND.map((item) => (
        <Group key={item.source} gap={4} wrap="nowrap">
          <svg width={14} height={14} viewBox="0 0 14 14">
            <Dot source={item.source} x={7} y={7} size={5} />
          </svg>
          <Text size="xs">{t(item.label)}</Text>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <svg width={18} height={10} viewBox="0 0 18 10">
          <rect x={0} y={1} width={18} height={8} rx={2} fill={COLORS.sleep} />
        </svg>
        <Text size="xs">{t('chart.legendSleep')}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <svg width={18} height={10} viewBox="0 0 18 10">
          <rect x={0} y={0} width={18} height={10} rx={2} fill={COLORS.workout} />
        </svg>
        <Text size="xs">{t('chart.legendWorkout')}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <svg width={18} height={10} viewBox="0 0 18 10">
          <rect x={0} y={0} width={18} height={10} fill={COLORS.window} />
        </svg>
        <Text size="xs">{t('chart.legendMealWindows')}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <svg width={18} height={10} viewBox="0 0 18 10">
          <rect x={0} y={4} width={18} height={3} fill={COLORS.eatingWindow} />
        </svg>
        <Text size="xs">{t('chart.legendEatingWindow')}</Text>
      </Group>
    </Group>
  );
}

export interface DayChartProps {
  /** The rows, oldest first. */
  days: TimelineDay[];
  /** Days read only for their sleep (the night before the first row). */
  extraSleepDays?: TimelineDay[];
  /** Finished workouts, drawn from start to finish on the rows they cover. */
  workouts?: WorkoutSpan[];
  title?: string;
}

export function DayChart({ days, extraSleepDays = [], workouts = [], title: givenTitle }: DayChartProps) {
  const t = useTexts(circadianTexts);
  const title = givenTitle ?? t('chart.defaultTitle');
  const { ref, width: measured } = useElementSize();
  const id = useId();
  const width = Math.max(280, Math.round(measured || 720));
  const narrow = width < NARROW;
  const labelWidth = narrow ? 46 : 84;
  const plotWidth = width - labelWidth - RIGHT_LABEL_WIDTH;
  const height = AXIS_HEIGHT + days.length * ROW_HEIGHT + 4;
  const x = (minutes: number) => labelWidth + (Math.min(Math.max(minutes, 0), 1440) / 1440) * plotWidth;
  const tickEvery = narrow ? 6 : 3;
  const ticks = Array.from({ length: 24 / tickEvery + 1 }, (_, i) => i * tickEvery);
  const sleepSource = [...extraSleepDays, ...days];

  return (
    <Stack gap="xs">
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          style={{ display: 'block', maxWidth: '100%', fontFamily: 'inherit' }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{t('chart.description')}</desc>
          {MEALS.map((meal) => (
            <rect
              key={meal}
              data-window={meal}
              x={x(MEAL_WINDOWS[meal].start * 60)}
              y={AXIS_HEIGHT}
              width={x(MEAL_WINDOWS[meal].end * 60) - x(MEAL_WINDOWS[meal].start * 60)}
              height={days.length * ROW_HEIGHT}
              fill={COLORS.window}
            />
          ))}
          {ticks.map((hour) => (
            <g key={hour}>
              <line x1={x(hour * 60)} x2={x(hour * 60)} y1={AXIS_HEIGHT - 3} y2={height - 4} stroke={COLORS.grid} strokeWidth={1} />
              <text
                x={x(hour * 60)}
                y={AXIS_HEIGHT - 6}
                fontSize={11}
                textAnchor={hour === 0 ? 'start' : hour === 24 ? 'end' : 'middle'}
                fill={COLORS.text}
              >
                {String(hour).padStart(2, '0')}
              </text>
            </g>
          ))}
          {days.map((day, row) => {
            const top = AXIS_HEIGHT + row * ROW_HEIGHT;
            const mid = top + ROW_HEIGHT / 2 - 3;
            const window = dayEatingWindow(day);
            const [weekday = '', dayOfMonth = ''] = dayLabel(day.date).split(' ');
            return (
              <g key={day.date} data-date={day.date}>
                <line x1={labelWidth} x2={labelWidth + plotWidth} y1={top + ROW_HEIGHT} y2={top + ROW_HEIGHT} stroke={COLORS.grid} />
                <text x={0} y={top + ROW_HEIGHT / 2 + 4} fontSize={11} fill={COLORS.text}>
                  {narrow ? `${weekday.slice(0, 2)} ${dayOfMonth}` : dayLabel(day.date)}
                </text>
                {sleepSegmentsOn(day.date, sleepSource).map((segment) => (
                  <rect
                    key={segment.start}
                    data-sleep={day.date}
                    x={x(segment.start)}
                    y={mid - 5}
                    width={Math.max(1, x(segment.end) - x(segment.start))}
                    height={10}
                    rx={3}
                    fill={COLORS.sleep}
                    opacity={0.85}
                  />
                ))}
                {workoutSegmentsOn(day.date, workouts).map((segment) => (
                  <rect
                    key={`workout-${segment.id}-${segment.start}`}
                    data-workout={segment.id}
                    x={x(segment.start)}
                    y={top + 2}
                    width={Math.max(3, x(segment.end) - x(segment.start))}
                    height={6}
                    rx={2}
                    fill={COLORS.workout}
                  />
                ))}
                {window && (
                  <g data-eating-window={day.date}>
                    <rect
                      x={x(window.first.minutes)}
                      y={top + ROW_HEIGHT - 8}
                      width={Math.max(2, x(window.last.minutes) - x(window.first.minutes))}
                      height={3}
                      fill={COLORS.eatingWindow}
                    />
                    <text x={labelWidth + plotWidth + 4} y={top + ROW_HEIGHT / 2 + 4} fontSize={11} fill={COLORS.text}>
                      {hoursLabel(window.hours)}
                    </text>
                  </g>
                )}
                {intakePoints(day).map((point, i) => (
                  <Dot key={`${point.source}-${point.time}-${i}`} source={point.source} x={x(point.minutes)} y={mid} />
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <Legend />
      <VisuallyHidden>
        <ul aria-label={t('chart.asText', { title })}>
          {days.map((day) => (
            <li key={day.date}>{describeDay(day, workouts)}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </Stack>
  );
}
