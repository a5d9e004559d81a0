import { describe, expect, it } from 'vitest';
import { addDays, calendarStatus, compliance28d, complianceFrom, missedInLastDays } from './compliance.js';

const today = '2026-03-29';

describe('calendar status', () => {
  it('shows a planned day before today as missed', () => {
    expect(calendarStatus('planned', '2026-03-28', today)).toBe('missed');
    expect(calendarStatus('planned', today, today)).toBe('planned');
    expect(calendarStatus('in_progress', '2026-03-28', today)).toBe('in_progress');
    expect(calendarStatus('done', '2026-03-01', today)).toBe('done');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(complianceFrom(today)).toBe('2026-03-02');
  });
});

describe('compliance over 28 days', () => {
  it('counts the window up to today, today only once done or skipped', () => {
    const result = compliance28d(
      [
        { date: '2026-03-01', status: 'done' }, // 29 days ago: outside
        { date: '2026-03-02', status: 'done' },
        { date: '2026-03-10', status: 'planned' }, // missed
        { date: '2026-03-12', status: 'skipped' },
        { date: '2026-03-20', status: 'done' },
        { date: '2026-03-25', status: 'in_progress' }, // scheduled only
        { date: today, status: 'planned' }, // not yet
        { date: '2026-03-30', status: 'planned' }, // future
      ],
      today,
    );
    expect(result).toEqual({ scheduled: 5, done: 2, missed: 1, skipped: 1, percent: 40 });
  });
  it("counts today's workout once it is done or skipped", () => {
    expect(compliance28d([{ date: today, status: 'done' }], today)).toEqual({ scheduled: 1, done: 1, missed: 0, skipped: 0, percent: 100 });
    expect(compliance28d([{ date: today, status: 'skipped' }], today).scheduled).toBe(1);
    expect(compliance28d([{ date: today, status: 'in_progress' }], today).scheduled).toBe(0);
  });
  it('rounds the percent and is 0 when nothing was scheduled', () => {
    expect(compliance28d([], today)).toEqual({ scheduled: 0, done: 0, missed: 0, skipped: 0, percent: 0 });
    expect(
      compliance28d(
        [
          { date: '2026-03-20', status: 'done' },
          { date: '2026-03-21', status: 'done' },
          { date: '2026-03-22', status: 'planned' },
        ],
        today,
      ).percent,
    ).toBe(67);
  });
  it('counts missed workouts in the last days before today', () => {
    const workouts = [
      { date: '2026-03-21', status: 'planned' as const }, // 8 days ago: outside
      { date: '2026-03-22', status: 'planned' as const },
      { date: '2026-03-28', status: 'planned' as const },
      { date: '2026-03-27', status: 'done' as const },
      { date: today, status: 'planned' as const },
    ];
    expect(missedInLastDays(workouts, today, 7)).toBe(2);
  });
});
