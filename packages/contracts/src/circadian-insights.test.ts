import { describe, expect, it } from 'vitest';
import { emptyDailyRecord, type DailyRecord } from './circadian.js';
import { eatingWindowHours, lastEatingTime } from './circadian-day.js';
import { computeCircadianInsights, mealsInWindow, sameStateShare, sleepRegularityIndex } from './circadian-insights.js';

function day(date: string, patch: Partial<DailyRecord> = {}): DailyRecord {
  return { ...emptyDailyRecord(date), ...patch };
}

/** A night from `start` (HH:MM on `date`, UTC) lasting `hours`. */
function night(date: string, start: string, hours: number): Pick<DailyRecord, 'sleepStart' | 'sleepEnd'> {
  const s = Date.parse(`${date}T${start}:00Z`);
  return { sleepStart: new Date(s).toISOString(), sleepEnd: new Date(s + hours * 3_600_000).toISOString() };
}

const meals = (b: string | null, l: string | null, d: string | null): Partial<DailyRecord> => ({
  breakfastLogged: b !== null,
  breakfastTime: b,
  lunchLogged: l !== null,
  lunchTime: l,
  dinnerLogged: d !== null,
  dinnerTime: d,
});

describe('eating window and meals in window', () => {
  it('runs from the first to the last logged meal', () => {
    expect(eatingWindowHours(day('2025-03-01', meals('07:30', '12:30', '19:00')))).toBe(11.5);
    expect(eatingWindowHours(day('2025-03-01', meals('08:00', null, '18:15')))).toBe(10.25);
  });

  it('has no window with fewer than two meals', () => {
    expect(eatingWindowHours(day('2025-03-01', meals('08:00', null, null)))).toBeNull();
    expect(eatingWindowHours(day('2025-03-01'))).toBeNull();
  });

  it('runs from the first to the last eating of marks and eating events together', () => {
    const ev = (time: string) => ({ id: 1, time, kind: 'snack' as const, note: null, photoUrl: null });
    const tea = day('2025-03-01', { ...meals('08:00', null, '19:00'), eating: [ev('22:30'), ev('06:00')] });
    expect(eatingWindowHours(tea)).toBe(16.5);
    expect(lastEatingTime(tea)).toBe('22:30');
    // Two events and no marks make a window; one event alone does not; water never counts.
    expect(eatingWindowHours(day('2025-03-01', { eating: [ev('10:00'), ev('23:15')] }))).toBe(13.25);
    expect(eatingWindowHours(day('2025-03-01', { eating: [ev('23:15')], waterCups: 8 }))).toBeNull();
    expect(lastEatingTime(day('2025-03-01', { waterCups: 3 }))).toBeNull();
    const insights = computeCircadianInsights([tea], '2025-03-01', 1);
    expect(insights).toMatchObject({ averageEatingWindowHours: 16.5, daysLogged: 1, mealsLogged: 2 });
    expect(computeCircadianInsights([day('2025-03-01', { eating: [ev('23:15')] })], '2025-03-01', 1).daysLogged).toBe(1);
  });

  it('counts the meals inside their own windows', () => {
    expect(mealsInWindow(day('2025-03-01', meals('08:00', '14:00', '20:00')))).toBe(2);
  });
});

describe('Sleep Regularity Index', () => {
  it('is 100 when every night is the same window', () => {
    const week = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'].map((d) => day(d, night(d, '22:00', 8)));
    expect(sleepRegularityIndex(week)).toEqual({ sri: 100, pairs: 3 });
  });

  it('drops to 33.3 when the next night is shifted by four hours', () => {
    // 8 h nights overlapping 4 h: 480 of 1440 minutes differ, P = 2/3, SRI = 200 P - 100.
    const records = [day('2025-03-01', night('2025-03-01', '22:00', 8)), day('2025-03-02', night('2025-03-03', '02:00', 8))];
    expect(sleepRegularityIndex(records)).toEqual({ sri: 33.3, pairs: 1 });
  });

  it('is -33.3 for two 8 h nights that never overlap', () => {
    const a: [number, number] = [Date.parse('2025-03-01T22:00:00Z'), Date.parse('2025-03-02T06:00:00Z')];
    const b: [number, number] = [Date.parse('2025-03-03T06:00:00Z'), Date.parse('2025-03-03T14:00:00Z')];
    expect(sameStateShare(a, b)).toBeCloseTo(1 / 3, 6);
    expect(
      sleepRegularityIndex([
        day('2025-03-01', { sleepStart: new Date(a[0]).toISOString(), sleepEnd: new Date(a[1]).toISOString() }),
        day('2025-03-02', { sleepStart: new Date(b[0]).toISOString(), sleepEnd: new Date(b[1]).toISOString() }),
      ]).sri,
    ).toBe(-33.3);
  });

  it('skips pairs with a missing night and is null without any pair', () => {
    const gap = [day('2025-03-01', night('2025-03-01', '22:00', 8)), day('2025-03-03', night('2025-03-03', '23:00', 8))];
    expect(sleepRegularityIndex(gap)).toEqual({ sri: null, pairs: 0 });
    const three = [
      day('2025-03-01', night('2025-03-01', '22:00', 8)),
      day('2025-03-02', night('2025-03-02', '22:00', 8)),
      day('2025-03-04', night('2025-03-04', '10:00', 8)),
    ];
    expect(sleepRegularityIndex(three)).toEqual({ sri: 100, pairs: 1 });
  });
});

describe('computeCircadianInsights on a hand-made week', () => {
  const week: DailyRecord[] = [
    day('2025-03-01', { ...meals('07:30', '12:30', '19:30'), waterCups: 6, ...night('2025-03-01', '22:00', 8) }),
    day('2025-03-02', { ...meals('08:00', '13:30', '18:00'), waterCups: 8, ...night('2025-03-02', '22:00', 8) }),
    day('2025-03-03', { ...meals('09:00', null, null), waterCups: 0, ...night('2025-03-03', '23:00', 7) }),
    day('2025-03-05', { waterCups: 7 }),
    day('2025-02-20', { ...meals('07:00', '12:00', '18:00'), waterCups: 50 }), // outside the range
  ];
  const insights = computeCircadianInsights(week, '2025-03-07', 7);

  it('covers the seven dates ending at the end date', () => {
    expect(insights.start).toBe('2025-03-01');
    expect(insights.series.map((d) => d.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
    ]);
    expect(insights.daysLogged).toBe(4);
  });

  it('averages the eating window over days with two or more meals', () => {
    // 12 h and 10 h
    expect(insights.averageEatingWindowHours).toBe(11);
  });

  it('averages sleep over logged nights', () => {
    expect(insights.averageSleepHours).toBe(7.67);
  });

  it('counts meals logged and inside their windows', () => {
    expect(insights.mealsLogged).toBe(7);
    // 13:30 lunch is outside 12-13; the rest are inside
    expect(insights.mealsInWindow).toBe(6);
  });

  it('spreads water over every day of the period', () => {
    expect(insights.waterPerDay).toBe(3);
  });

  it('computes sleep regularity over consecutive logged nights', () => {
    // pair 1: identical (P = 1); pair 2: 22-06 vs 23-06, 60 minutes differ (P = 1380/1440)
    expect(insights.sleepRegularityPairs).toBe(2);
    expect(insights.sleepRegularity).toBe(Math.round((200 * ((1 + 1380 / 1440) / 2) - 100) * 10) / 10);
  });

  it('answers empty figures for an empty period', () => {
    const empty = computeCircadianInsights([], '2025-03-28', 28);
    expect(empty).toMatchObject({
      days: 28,
      daysLogged: 0,
      averageEatingWindowHours: null,
      averageSleepHours: null,
      waterPerDay: 0,
      sleepRegularity: null,
    });
    expect(empty.series).toHaveLength(28);
  });
});
