import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createCircadianRecord } from '../../../test/circadian-factories.js';

describe('GET /api/admin/circadian/all', () => {
  let ctx: TestContext;
  let coach: UserRow;
  let asha: UserRow;
  let ravi: UserRow;
  beforeAll(async () => {
    ctx = await buildTestApp();
    coach = await ctx.createAdmin();
    asha = await ctx.createMember({ name: 'Asha Kumar' });
    ravi = await ctx.createMember({ name: 'Ravi_100%' });
    await createCircadianRecord(ctx.db, asha.id, '2025-04-01', { breakfast_logged: 1, breakfast_time: '08:00', water_cups: 3 });
    await createCircadianRecord(ctx.db, asha.id, '2025-04-03', {
      dinner_logged: 1,
      dinner_time: '19:00',
      sleep_start: '2025-04-03T22:00:00.000Z',
      sleep_end: '2025-04-04T06:00:00.000Z',
    });
    await createCircadianRecord(ctx.db, ravi.id, '2025-04-02', {
      lunch_logged: 1,
      lunch_time: '12:10',
      breakfast_logged: 1,
      breakfast_time: '07:05',
    });
  });
  afterAll(() => ctx.close());

  const get = (query = '', user: UserRow = coach) => ctx.request(user, { method: 'GET', url: `/api/admin/circadian/all${query}` });

  it('refuses members with 403 and anonymous callers with 401', async () => {
    expect((await get('', asha)).statusCode).toBe(403);
    expect((await ctx.request(null, { method: 'GET', url: '/api/admin/circadian/all' })).statusCode).toBe(401);
  });

  it('answers every entry with camelCase names plus id and username, newest first by default', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { date: string }) => r.date)).toEqual(['2025-04-03', '2025-04-02', '2025-04-01']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      userId: asha.id,
      username: 'Asha Kumar',
      date: '2025-04-03',
      breakfastLogged: false,
      breakfastTime: null,
      lunchLogged: false,
      lunchTime: null,
      dinnerLogged: true,
      dinnerTime: '19:00',
      waterCups: 0,
      sleepStart: '2025-04-03T22:00:00.000Z',
      sleepEnd: '2025-04-04T06:00:00.000Z',
      sleepHours: 8,
      eating: [],
    });
    expect(res.headers['x-total-count']).toBeUndefined();
  });

  it('sorts by date ascending', async () => {
    expect((await get('?sort=asc')).json().map((r: { date: string }) => r.date)).toEqual(['2025-04-01', '2025-04-02', '2025-04-03']);
  });

  it('filters by username (case-insensitive contains, wildcards taken literally)', async () => {
    expect((await get('?username=ASHA')).json()).toHaveLength(2);
    expect((await get('?username=kum')).json().every((r: { username: string }) => r.username === 'Asha Kumar')).toBe(true);
    expect((await get('?username=_100%25')).json().map((r: { username: string }) => r.username)).toEqual(['Ravi_100%']);
    expect((await get('?username=%25')).json().map((r: { username: string }) => r.username)).toEqual(['Ravi_100%']);
    expect((await get('?username=nobody')).json()).toEqual([]);
  });

  it('filters by date and by logged meal, combined', async () => {
    expect((await get('?date=2025-04-02')).json().map((r: { userId: number }) => r.userId)).toEqual([ravi.id]);
    expect((await get('?meal=breakfast&sort=asc')).json().map((r: { date: string }) => r.date)).toEqual(['2025-04-01', '2025-04-02']);
    expect((await get('?meal=dinner')).json().map((r: { date: string }) => r.date)).toEqual(['2025-04-03']);
    expect((await get('?meal=breakfast&username=asha')).json().map((r: { date: string }) => r.date)).toEqual(['2025-04-01']);
  });

  it('pages in the database and tells the total in X-Total-Count', async () => {
    const first = await get('?page=1&pageSize=2&sort=asc');
    expect(first.json().map((r: { date: string }) => r.date)).toEqual(['2025-04-01', '2025-04-02']);
    expect(first.headers['x-total-count']).toBe('3');
    const second = await get('?page=2&pageSize=2&sort=asc');
    expect(second.json().map((r: { date: string }) => r.date)).toEqual(['2025-04-03']);
    const filtered = await get('?page=1&pageSize=1&meal=breakfast');
    expect(filtered.json()).toHaveLength(1);
    expect(filtered.headers['x-total-count']).toBe('2');
  });

  it('validates the filters', async () => {
    expect((await get('?meal=brunch')).statusCode).toBe(400);
    expect((await get('?sort=up')).statusCode).toBe(400);
    expect((await get('?date=2025-13-01')).statusCode).toBe(400);
    expect((await get('?page=0')).statusCode).toBe(400);
  });
});
