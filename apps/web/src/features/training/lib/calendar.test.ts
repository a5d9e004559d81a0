import { describe, expect, it } from 'vitest';
import { entry } from '../test-data';
import { calendarRange, mondayOf, trainingView } from './calendar';

describe('the training calendar view', () => {
  it('reads a range the API takes (at most 92 days)', () => {
    const { from, to } = calendarRange('2026-11-29');
    expect(from).toBe('2026-10-04');
    expect(to).toBe('2026-12-27');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
  });

  it('splits today, the week, what is coming and the history', () => {
    const view = trainingView(
      [
        entry({ id: 1, date: '2026-11-23', status: 'done', completedAt: '2026-11-23T08:00:00Z' }),
        entry({ id: 2, date: '2026-11-25', status: 'missed' }),
        entry({ id: 3, date: '2026-11-29', status: 'planned' }),
        entry({ id: 4, date: '2026-12-01', status: 'planned' }),
        entry({ id: 5, date: '2026-11-27', status: 'skipped' }),
      ],
      '2026-11-29',
    );
    expect(view.today.map((e) => e.id)).toEqual([3]);
    expect(view.week.map((d) => d.entries.map((e) => e.id))).toEqual([[1], [], [2], [], [5], [], [3]]);
    expect(view.coming.map((e) => e.id)).toEqual([4]);
    expect(view.next?.id).toBe(4);
    expect(view.history.map((e) => e.id)).toEqual([5, 2, 1]);
  });
});
