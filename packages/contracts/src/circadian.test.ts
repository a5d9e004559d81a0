import { describe, expect, it } from 'vitest';
import {
  AdminCircadianQuerySchema,
  MealLogBodySchema,
  SleepBodySchema,
  WaterBodySchema,
  CircadianDateSchema,
  emptyDailyRecord,
  formatMealWindow,
  isClockTimeInMealWindow,
  isDateNotInFuture,
  isInsideMealWindow,
  isInstantInMealWindow,
  latestAllowedDate,
  localSleepWindow,
  normalizeSleepSpan,
  sleepHoursBetween,
  toDayEntry,
} from './circadian.js';
import { datesEndingAt } from './dates.js';

describe('meal windows', () => {
  it('shows windows as start:00 - end:00', () => {
    expect(formatMealWindow('breakfast')).toBe('7:00 - 9:00');
    expect(formatMealWindow('lunch')).toBe('12:00 - 13:00');
    expect(formatMealWindow('dinner')).toBe('18:00 - 20:00');
  });

  it('includes both edges', () => {
    expect(isInsideMealWindow('breakfast', 7, 0)).toBe(true);
    expect(isInsideMealWindow('breakfast', 9, 0)).toBe(true);
    expect(isInsideMealWindow('lunch', 12, 0)).toBe(true);
    expect(isInsideMealWindow('lunch', 13, 0)).toBe(true);
    expect(isInsideMealWindow('dinner', 18, 0)).toBe(true);
    expect(isInsideMealWindow('dinner', 20, 0)).toBe(true);
  });

  it('uses fractional minutes: one minute past the end or before the start is outside', () => {
    expect(isInsideMealWindow('breakfast', 9, 1)).toBe(false);
    expect(isInsideMealWindow('breakfast', 6, 59)).toBe(false);
    expect(isInsideMealWindow('breakfast', 8, 59)).toBe(true);
    expect(isInsideMealWindow('lunch', 13, 30)).toBe(false);
    expect(isInsideMealWindow('lunch', 12, 30)).toBe(true);
    expect(isInsideMealWindow('dinner', 17, 59)).toBe(false);
  });

  it('reads HH:MM times and refuses malformed ones', () => {
    expect(isClockTimeInMealWindow('breakfast', '08:15')).toBe(true);
    expect(isClockTimeInMealWindow('breakfast', '09:01')).toBe(false);
    expect(isClockTimeInMealWindow('breakfast', '8:15')).toBe(false);
    expect(isClockTimeInMealWindow('breakfast', '25:00')).toBe(false);
  });

  it('reads an instant on the local clock', () => {
    expect(isInstantInMealWindow('breakfast', new Date(2025, 0, 1, 8, 0))).toBe(true);
    expect(isInstantInMealWindow('breakfast', new Date(2025, 0, 1, 9, 0, 59))).toBe(true);
    expect(isInstantInMealWindow('breakfast', new Date(2025, 0, 1, 9, 1))).toBe(false);
  });
});

describe('sleep span', () => {
  it('keeps an end that is after the start', () => {
    expect(normalizeSleepSpan('2025-03-01T01:00:00Z', '2025-03-01T07:00:00Z')).toEqual({
      start: '2025-03-01T01:00:00.000Z',
      end: '2025-03-01T07:00:00.000Z',
    });
  });

  it('moves an end that is not after the start to the next day', () => {
    expect(normalizeSleepSpan('2025-03-01T22:00:00Z', '2025-03-01T06:00:00Z')?.end).toBe('2025-03-02T06:00:00.000Z');
    expect(normalizeSleepSpan('2025-03-01T22:00:00Z', '2025-03-01T22:00:00Z')?.end).toBe('2025-03-02T22:00:00.000Z');
  });

  it('reads offsets and answers UTC', () => {
    expect(normalizeSleepSpan('2025-03-01T22:00:00+05:30', '2025-03-01T06:00:00+05:30')).toEqual({
      start: '2025-03-01T16:30:00.000Z',
      end: '2025-03-02T00:30:00.000Z',
    });
  });

  it('refuses non-instants', () => {
    expect(normalizeSleepSpan('yesterday', '2025-03-01T06:00:00Z')).toBeNull();
  });

  it('computes hours', () => {
    expect(sleepHoursBetween('2025-03-01T22:00:00Z', '2025-03-02T06:30:00Z')).toBe(8.5);
    expect(sleepHoursBetween(null, '2025-03-02T06:30:00Z')).toBeNull();
  });

  it('builds the local window the screen sends (22:00 to 06:00 crosses midnight)', () => {
    const { start, end } = localSleepWindow('2025-03-01', '22:00', '06:00');
    expect(start).toBe(new Date(2025, 2, 1, 22, 0).toISOString());
    expect(end).toBe(new Date(2025, 2, 2, 6, 0).toISOString());
  });
});

describe('dates', () => {
  const now = new Date('2025-03-10T20:00:00Z');
  it('allows up to one day past the UTC date', () => {
    expect(latestAllowedDate(now)).toBe('2025-03-11');
    expect(isDateNotInFuture('2025-03-11', now)).toBe(true);
    expect(isDateNotInFuture('2025-03-12', now)).toBe(false);
    expect(isDateNotInFuture('2025-02-30', now)).toBe(false);
  });

  it('lists dates ending at a day, oldest first, across month ends', () => {
    expect(datesEndingAt('2025-03-02', 3)).toEqual(['2025-02-28', '2025-03-01', '2025-03-02']);
  });

  it('refuses far-future dates in the schema', () => {
    expect(CircadianDateSchema.safeParse('2999-01-01').success).toBe(false);
    expect(CircadianDateSchema.safeParse('2020-01-01').success).toBe(true);
  });
});

describe('payloads', () => {
  it('accepts a meal inside its window and refuses one outside with a clear message', () => {
    expect(MealLogBodySchema.safeParse({ meal: 'breakfast', time: '07:30' }).success).toBe(true);
    const outside = MealLogBodySchema.safeParse({ meal: 'breakfast', time: '10:00' });
    expect(outside.success).toBe(false);
    expect(outside.error?.issues[0]?.message).toBe('Breakfast can only be logged between 7:00 and 9:00');
    expect(MealLogBodySchema.safeParse({ meal: 'brunch', time: '07:30' }).success).toBe(false);
    expect(MealLogBodySchema.safeParse({ meal: 'lunch', time: '12:60' }).success).toBe(false);
  });

  it('takes a small positive whole number of cups', () => {
    expect(WaterBodySchema.safeParse({ cups: 1 }).success).toBe(true);
    expect(WaterBodySchema.safeParse({ cups: 0 }).success).toBe(false);
    expect(WaterBodySchema.safeParse({ cups: 1.5 }).success).toBe(false);
    expect(WaterBodySchema.safeParse({ cups: 11 }).success).toBe(false);
    expect(WaterBodySchema.safeParse({ cups: '1' }).success).toBe(false);
  });

  it('takes ISO instants for sleep', () => {
    expect(SleepBodySchema.safeParse({ start: '2025-03-01T22:00:00.000Z', end: '2025-03-02T06:00:00+05:30' }).success).toBe(true);
    expect(SleepBodySchema.safeParse({ start: '22:00', end: '06:00' }).success).toBe(false);
  });

  it('defaults the admin sort to newest first', () => {
    expect(AdminCircadianQuerySchema.parse({}).sort).toBe('desc');
    expect(AdminCircadianQuerySchema.safeParse({ sort: 'sideways' }).success).toBe(false);
  });
});

describe('day entry', () => {
  it('maps a daily record to snake_case with sleep hours', () => {
    const record = {
      ...emptyDailyRecord('2025-03-01'),
      breakfastLogged: true,
      breakfastTime: '08:00',
      waterCups: 3,
      sleepStart: '2025-03-01T22:00:00.000Z',
      sleepEnd: '2025-03-02T05:00:00.000Z',
    };
    expect(toDayEntry(record)).toEqual({
      date: '2025-03-01',
      breakfast_logged: true,
      breakfast_time: '08:00',
      lunch_logged: false,
      lunch_time: null,
      dinner_logged: false,
      dinner_time: null,
      water_cups: 3,
      sleep_hours: 7,
      eating: [],
      eating_window_hours: null,
    });
  });

  it('carries the eating window of marks and events together', () => {
    const late = { id: 3, time: '22:30', kind: 'snack' as const, note: null, photoUrl: null };
    const record = { ...emptyDailyRecord('2025-03-01'), breakfastLogged: true, breakfastTime: '08:00', eating: [late] };
    expect(toDayEntry(record)).toMatchObject({ eating: [late], eating_window_hours: 14.5 });
  });
});
