import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createCircadianRecord, utcDate } from '../../../test/circadian-factories.js';

describe('circadian self view /api/circadian/date/{date}', () => {
  let ctx: TestContext;
  let member: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = await ctx.createMember();
  });
  afterAll(() => ctx.close());

  const base = (date: string) => `/api/circadian/date/${date}`;

  it('needs a token', async () => {
    expect((await ctx.request(null, { method: 'GET', url: base('2025-01-01') })).statusCode).toBe(401);
    expect((await ctx.request(null, { method: 'POST', url: `${base('2025-01-01')}/water`, payload: { cups: 1 } })).statusCode).toBe(401);
  });

  it('answers an empty record with waterCups 0 for a day without data', async () => {
    const res = await ctx.request(member, { method: 'GET', url: base('2025-01-01') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2025-01-01',
      breakfastLogged: false,
      breakfastTime: null,
      lunchLogged: false,
      lunchTime: null,
      dinnerLogged: false,
      dinnerTime: null,
      waterCups: 0,
      sleepStart: null,
      sleepEnd: null,
      eating: [],
    });
  });

  it('logs a meal, and marking it again keeps one meal with its first time', async () => {
    const date = '2025-01-02';
    const first = await ctx.request(member, { method: 'POST', url: `${base(date)}/meal`, payload: { meal: 'breakfast', time: '07:15' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ breakfastLogged: true, breakfastTime: '07:15', lunchLogged: false });
    const again = await ctx.request(member, { method: 'POST', url: `${base(date)}/meal`, payload: { meal: 'breakfast', time: '08:45' } });
    expect(again.statusCode).toBe(200);
    const read = (await ctx.request(member, { method: 'GET', url: base(date) })).json();
    expect(read).toMatchObject({ breakfastLogged: true, breakfastTime: '07:15' });
    const rows = await ctx.db
      .selectFrom('circadian_records')
      .selectAll()
      .where('user_id', '=', member.id)
      .where('date', '=', date)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('logs lunch and dinner on the same record', async () => {
    const date = '2025-01-03';
    await ctx.request(member, { method: 'POST', url: `${base(date)}/meal`, payload: { meal: 'lunch', time: '12:00' } });
    await ctx.request(member, { method: 'POST', url: `${base(date)}/meal`, payload: { meal: 'dinner', time: '20:00' } });
    expect((await ctx.request(member, { method: 'GET', url: base(date) })).json()).toMatchObject({
      lunchTime: '12:00',
      dinnerTime: '20:00',
      breakfastLogged: false,
    });
  });

  it('refuses a meal time outside its window (inclusive edges, fractional minutes) with a clear 400', async () => {
    const url = `${base('2025-01-04')}/meal`;
    const late = await ctx.request(member, { method: 'POST', url, payload: { meal: 'breakfast', time: '09:01' } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Breakfast can only be logged between 7:00 and 9:00', code: 'validation_failed' });
    expect((await ctx.request(member, { method: 'POST', url, payload: { meal: 'lunch', time: '13:30' } })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'POST', url, payload: { meal: 'dinner', time: '17:59' } })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'POST', url, payload: { meal: 'breakfast', time: '09:00' } })).statusCode).toBe(200);
    expect((await ctx.request(member, { method: 'POST', url, payload: { meal: 'dinner', time: '18:00' } })).statusCode).toBe(200);
  });

  it('validates meal, time and date', async () => {
    const post = (date: string, payload: unknown) =>
      ctx.request(member, { method: 'POST', url: `${base(date)}/meal`, payload: payload as object });
    expect((await post('2025-01-05', { meal: 'brunch', time: '08:00' })).statusCode).toBe(400);
    expect((await post('2025-01-05', { meal: 'breakfast', time: '8:00' })).statusCode).toBe(400);
    expect((await post('2025-01-05', { meal: 'breakfast', time: '24:00' })).statusCode).toBe(400);
    expect((await post('2025-01-05', { meal: 'breakfast' })).statusCode).toBe(400);
    expect((await post('2025-02-30', { meal: 'breakfast', time: '08:00' })).statusCode).toBe(400);
    expect((await post('20250105', { meal: 'breakfast', time: '08:00' })).statusCode).toBe(400);
    const future = await post(utcDate(2), { meal: 'breakfast', time: '08:00' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('date cannot be in the future');
    expect((await ctx.request(member, { method: 'GET', url: base(utcDate(2)) })).statusCode).toBe(400);
  });

  it('allows tomorrow (UTC) for members east of Greenwich', async () => {
    const res = await ctx.request(member, { method: 'POST', url: `${base(utcDate(1))}/water`, payload: { cups: 1 } });
    expect(res.statusCode).toBe(200);
  });

  it('adds water and validates cups', async () => {
    const url = `${base('2025-01-06')}/water`;
    expect((await ctx.request(member, { method: 'POST', url, payload: { cups: 1 } })).json()).toMatchObject({ waterCups: 1 });
    expect((await ctx.request(member, { method: 'POST', url, payload: { cups: 2 } })).json()).toMatchObject({ waterCups: 3 });
    for (const cups of [0, -1, 1.5, 11, '1', null]) {
      expect((await ctx.request(member, { method: 'POST', url, payload: { cups } })).statusCode).toBe(400);
    }
    expect((await ctx.request(member, { method: 'GET', url: base('2025-01-06') })).json()).toMatchObject({ waterCups: 3 });
  });

  it('never loses a click: 20 concurrent +1 give exactly +20', async () => {
    const date = '2025-01-07';
    await createCircadianRecord(ctx.db, member.id, date, { water_cups: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ctx.request(member, { method: 'POST', url: `${base(date)}/water`, payload: { cups: 1 } })),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    expect((await ctx.request(member, { method: 'GET', url: base(date) })).json().waterCups).toBe(25);
  });

  it('also never loses concurrent first clicks on an empty day', async () => {
    const date = '2025-01-08';
    await Promise.all(
      Array.from({ length: 20 }, () => ctx.request(member, { method: 'POST', url: `${base(date)}/water`, payload: { cups: 1 } })),
    );
    expect((await ctx.request(member, { method: 'GET', url: base(date) })).json().waterCups).toBe(20);
  });

  it('logs sleep and moves an end that is not after the start to the next day', async () => {
    const date = '2025-01-09';
    const res = await ctx.request(member, {
      method: 'POST',
      url: `${base(date)}/sleep`,
      payload: { start: '2025-01-09T22:00:00.000Z', end: '2025-01-09T06:00:00.000Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sleepStart: '2025-01-09T22:00:00.000Z', sleepEnd: '2025-01-10T06:00:00.000Z' });
  });

  it('keeps an end already after the start, stores UTC, and replaces the window on a new log', async () => {
    const date = '2025-01-10';
    await ctx.request(member, {
      method: 'POST',
      url: `${base(date)}/sleep`,
      payload: { start: '2025-01-10T22:30:00+05:30', end: '2025-01-11T06:00:00+05:30' },
    });
    expect((await ctx.request(member, { method: 'GET', url: base(date) })).json()).toMatchObject({
      sleepStart: '2025-01-10T17:00:00.000Z',
      sleepEnd: '2025-01-11T00:30:00.000Z',
    });
    await ctx.request(member, {
      method: 'POST',
      url: `${base(date)}/sleep`,
      payload: { start: '2025-01-10T23:00:00Z', end: '2025-01-11T07:00:00Z' },
    });
    expect((await ctx.request(member, { method: 'GET', url: base(date) })).json()).toMatchObject({
      sleepStart: '2025-01-10T23:00:00.000Z',
      sleepEnd: '2025-01-11T07:00:00.000Z',
    });
  });

  it('refuses malformed or overlong sleep windows', async () => {
    const url = `${base('2025-01-11')}/sleep`;
    expect((await ctx.request(member, { method: 'POST', url, payload: { start: '22:00', end: '06:00' } })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'POST', url, payload: { start: '2025-01-11T22:00:00Z' } })).statusCode).toBe(400);
    const long = await ctx.request(member, {
      method: 'POST',
      url,
      payload: { start: '2025-01-11T22:00:00Z', end: '2025-01-13T06:00:00Z' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A sleep window can last at most 24 hours');
  });

  it("keeps members' records apart", async () => {
    const other = await ctx.createMember();
    await ctx.request(other, { method: 'POST', url: `${base('2025-01-12')}/water`, payload: { cups: 4 } });
    expect((await ctx.request(member, { method: 'GET', url: base('2025-01-12') })).json().waterCups).toBe(0);
    expect((await ctx.request(other, { method: 'GET', url: base('2025-01-12') })).json().waterCups).toBe(4);
  });
});

describe('circadian by user id /api/circadian/user/{userId}', () => {
  let ctx: TestContext;
  let member: UserRow;
  let stranger: UserRow;
  let coach: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = await ctx.createMember();
    stranger = await ctx.createMember();
    coach = await ctx.createAdmin();
  });
  afterAll(() => ctx.close());

  const url = (userId: number, date: string, tail = '') => `/api/circadian/user/${userId}/date/${date}${tail}`;

  it('answers the day-entry shape to the member', async () => {
    await createCircadianRecord(ctx.db, member.id, '2025-02-01', {
      breakfast_logged: 1,
      breakfast_time: '08:00',
      water_cups: 2,
      sleep_start: '2025-02-01T22:00:00.000Z',
      sleep_end: '2025-02-02T05:30:00.000Z',
    });
    const res = await ctx.request(member, { method: 'GET', url: url(member.id, '2025-02-01') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2025-02-01',
      breakfast_logged: true,
      breakfast_time: '08:00',
      lunch_logged: false,
      lunch_time: null,
      dinner_logged: false,
      dinner_time: null,
      water_cups: 2,
      sleep_hours: 7.5,
      eating: [],
      eating_window_hours: null,
    });
  });

  it('refuses anyone else with 403, and no token with 401', async () => {
    expect((await ctx.request(stranger, { method: 'GET', url: url(member.id, '2025-02-01') })).statusCode).toBe(403);
    expect(
      (await ctx.request(stranger, { method: 'POST', url: url(member.id, '2025-02-01', '/add-water'), payload: { cups: 1 } })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.request(stranger, {
          method: 'POST',
          url: url(member.id, '2025-02-01', '/log-meal'),
          payload: { meal: 'lunch', time: '12:30' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.request(stranger, { method: 'GET', url: `/api/circadian/user/${member.id}/days` })).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url: url(member.id, '2025-02-01') })).statusCode).toBe(401);
    const row = await ctx.db
      .selectFrom('circadian_records')
      .selectAll()
      .where('user_id', '=', member.id)
      .where('date', '=', '2025-02-01')
      .executeTakeFirstOrThrow();
    expect(row.water_cups).toBe(2);
    expect(row.lunch_logged).toBe(0);
  });

  it('lets a coach read and write a member, and answers 404 for an unknown member', async () => {
    expect((await ctx.request(coach, { method: 'GET', url: url(member.id, '2025-02-01') })).json().water_cups).toBe(2);
    const water = await ctx.request(coach, { method: 'POST', url: url(member.id, '2025-02-01', '/add-water'), payload: { cups: 3 } });
    expect(water.statusCode).toBe(200);
    expect(water.json().water_cups).toBe(5);
    expect((await ctx.request(coach, { method: 'GET', url: url(999_999, '2025-02-01') })).statusCode).toBe(404);
  });

  it('logs a meal idempotently and applies the window rule', async () => {
    const first = await ctx.request(member, {
      method: 'POST',
      url: url(member.id, '2025-02-02', '/log-meal'),
      payload: { meal: 'lunch', time: '12:30' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ lunch_logged: true, lunch_time: '12:30' });
    const again = await ctx.request(member, {
      method: 'POST',
      url: url(member.id, '2025-02-02', '/log-meal'),
      payload: { meal: 'lunch', time: '12:45' },
    });
    expect(again.json()).toMatchObject({ lunch_logged: true, lunch_time: '12:30' });
    const outside = await ctx.request(member, {
      method: 'POST',
      url: url(member.id, '2025-02-02', '/log-meal'),
      payload: { meal: 'dinner', time: '21:00' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Dinner can only be logged between 18:00 and 20:00');
  });

  it('validates the user id and the date', async () => {
    expect((await ctx.request(member, { method: 'GET', url: url(0, '2025-02-01') })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'GET', url: '/api/circadian/user/abc/date/2025-02-01' })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'GET', url: url(member.id, utcDate(3)) })).statusCode).toBe(400);
  });

  it('answers the last 7 days, newest first, empty days included', async () => {
    const res = await ctx.request(member, { method: 'GET', url: `/api/circadian/user/${member.id}/days?days=7&end=2025-02-03` });
    expect(res.statusCode).toBe(200);
    const days = res.json() as { date: string; water_cups: number; lunch_logged: boolean }[];
    expect(days.map((d) => d.date)).toEqual([
      '2025-02-03',
      '2025-02-02',
      '2025-02-01',
      '2025-01-31',
      '2025-01-30',
      '2025-01-29',
      '2025-01-28',
    ]);
    expect(days[1]).toMatchObject({ lunch_logged: true });
    expect(days[2]).toMatchObject({ water_cups: 5 });
    expect(days[3]).toMatchObject({ water_cups: 0, lunch_logged: false });
  });
});

describe('circadian insights', () => {
  let ctx: TestContext;
  let member: UserRow;
  let coach: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = await ctx.createMember();
    coach = await ctx.createAdmin();
    for (const [date, extra] of [
      ['2025-03-01', { breakfast_time: '08:00', dinner_time: '19:00' }],
      ['2025-03-02', { breakfast_time: '07:00', dinner_time: '20:00' }],
    ] as const) {
      await createCircadianRecord(ctx.db, member.id, date, {
        breakfast_logged: 1,
        dinner_logged: 1,
        ...extra,
        water_cups: 7,
        sleep_start: `${date}T22:00:00.000Z`,
        sleep_end: new Date(Date.parse(`${date}T22:00:00.000Z`) + 8 * 3_600_000).toISOString(),
      });
    }
  });
  afterAll(() => ctx.close());

  it('answers the member their own figures over the asked period', async () => {
    const res = await ctx.request(member, { method: 'GET', url: '/api/circadian/insights?days=7&end=2025-03-07' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      start: '2025-03-01',
      end: '2025-03-07',
      days: 7,
      daysLogged: 2,
      averageEatingWindowHours: 12,
      averageSleepHours: 8,
      mealsLogged: 4,
      mealsInWindow: 4,
      waterPerDay: 2,
      sleepRegularity: 100,
      sleepRegularityPairs: 1,
    });
    expect(res.json().series).toHaveLength(7);
  });

  it('covers 28 days and validates the period', async () => {
    expect(
      (await ctx.request(member, { method: 'GET', url: '/api/circadian/insights?days=28&end=2025-03-07' })).json().series,
    ).toHaveLength(28);
    expect((await ctx.request(member, { method: 'GET', url: '/api/circadian/insights?days=0' })).statusCode).toBe(400);
    expect((await ctx.request(member, { method: 'GET', url: '/api/circadian/insights?days=400' })).statusCode).toBe(400);
    expect((await ctx.request(null, { method: 'GET', url: '/api/circadian/insights' })).statusCode).toBe(401);
  });

  it("gives a coach a member's insights and refuses members", async () => {
    const res = await ctx.request(coach, { method: 'GET', url: `/api/admin/circadian/insights/${member.id}?days=7&end=2025-03-07` });
    expect(res.statusCode).toBe(200);
    expect(res.json().averageSleepHours).toBe(8);
    expect((await ctx.request(member, { method: 'GET', url: `/api/admin/circadian/insights/${member.id}` })).statusCode).toBe(403);
    expect((await ctx.request(coach, { method: 'GET', url: '/api/admin/circadian/insights/999999' })).statusCode).toBe(404);
  });
});
