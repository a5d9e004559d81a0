import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dayRecord } from '../test-data';
import { describeDay, sleepSegmentsOn, workoutSegmentsOn } from '../lib/day-timeline';
import { DayChart } from './day-chart';

/** Local instants, as the member's device would have sent them. */
const local = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

const days = [
  dayRecord('2025-11-23', {
    breakfastLogged: true,
    breakfastTime: '07:30',
    eating: [
      { id: 1, time: '06:00', kind: 'drink', note: 'tea', photoUrl: null },
      { id: 2, time: '22:30', kind: 'snack', note: null, photoUrl: null },
    ],
    sleepStart: local('2025-11-23', '23:00'),
    sleepEnd: local('2025-11-24', '06:30'),
  }),
  dayRecord('2025-11-24', {
    lunchLogged: true,
    lunchTime: '12:15',
    eating: [{ id: 3, time: '19:45', kind: 'meal', note: null, photoUrl: null }],
  }),
];

describe('24-hour chart', () => {
  it('draws a dot per meal mark and eating event, shaped by kind, and the three meal windows', () => {
    const { container } = renderWithProviders(<DayChart days={days} />);
    const chart = screen.getByRole('img', { name: '24-hour chart of the last days' });
    expect(chart.querySelectorAll('[data-kind="mark"]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-kind="drink"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-kind="snack"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-kind="meal"]')).toHaveLength(1);
    expect(chart.querySelectorAll('[data-window]')).toHaveLength(3);
    // The first day's eating window (06:00 to 22:30) is a thin bar labelled with its hours.
    expect(within(container.querySelector('[data-eating-window="2025-11-23"]') as HTMLElement).getByText('16.5 h')).toBeInTheDocument();
    expect(container.querySelector('[data-eating-window="2025-11-24"]')).toHaveTextContent('7.5 h');
  });

  it('cuts a sleep across midnight onto both rows', () => {
    const { container } = renderWithProviders(<DayChart days={days} />);
    expect(container.querySelectorAll('[data-sleep="2025-11-23"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-sleep="2025-11-24"]')).toHaveLength(1);
    expect(sleepSegmentsOn('2025-11-23', days)).toEqual([{ start: 23 * 60, end: 24 * 60 }]);
    expect(sleepSegmentsOn('2025-11-24', days)).toEqual([{ start: 0, end: 6 * 60 + 30 }]);
  });

  it('gives screen readers a description and one sentence per day with the eating window hours', () => {
    renderWithProviders(<DayChart days={days} title="Your days" />);
    expect(screen.getByRole('img', { name: 'Your days' })).toHaveAccessibleDescription(/One row per day, hours 00 to 24/);
    const items = within(screen.getByRole('list', { name: 'Your days, as text' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sun 23 Nov: eating 06:00–22:30 (16.5 h); Drink 06:00 (tea), Breakfast 07:30, Snack 22:30; sleep 23:00–06:30',
      'Mon 24 Nov: eating 12:15–19:45 (7.5 h); Lunch 12:15, Meal 19:45',
    ]);
  });

  it('says so for a day with nothing logged', () => {
    expect(describeDay(dayRecord('2025-11-25'))).toBe('Tue 25 Nov: nothing eaten logged');
  });

  it('draws a workout from its start to its finish beside eating and sleep, and says it in the text', () => {
    const workouts = [
      { id: 9, date: '2025-11-24', name: 'Upper A', start: local('2025-11-24', '07:00'), end: local('2025-11-24', '08:15') },
    ];
    const { container } = renderWithProviders(<DayChart days={days} workouts={workouts} />);
    const bars = container.querySelectorAll('[data-workout="9"]');
    expect(bars).toHaveLength(1);
    expect(container.querySelector('[data-date="2025-11-24"] [data-workout="9"]')).not.toBeNull();
    expect(workoutSegmentsOn('2025-11-24', workouts)).toEqual([{ id: 9, name: 'Upper A', start: 420, end: 495 }]);
    expect(workoutSegmentsOn('2025-11-23', workouts)).toEqual([]);
    expect(describeDay(days[1]!, workouts)).toContain('workout 07:00–08:15 (Upper A)');
    expect(screen.getByText('Workout')).toBeInTheDocument();
  });
});
