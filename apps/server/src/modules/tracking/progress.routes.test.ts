import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_MESSAGES } from '@rhythmfit/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { createProgressEntry } from '../../../test/tracking-factories.js';

describe('progress routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  describe('POST /api/progress', () => {
    it('records a weight (201) and the profile weight follows it', async () => {
      const member = await ctx.createMember({ name: 'Asha' });
      const res = await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 72.5, date: '2026-03-01' } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        date: '2026-03-01',
        weight: 72.5,
        calories: null,
        userId: member.id,
        userName: 'Asha',
        user: { id: member.id, name: 'Asha' },
      });
      const me = await ctx.request(member, { method: 'GET', url: '/api/users/me' });
      expect(me.json().weight).toBe(72.5);
    });

    it('allows one entry per calendar month: a second one is a 409 with a clear message', async () => {
      const member = await ctx.createMember();
      const first = await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 80, date: '2026-04-01' } });
      expect(first.statusCode).toBe(201);
      const second = await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 79, date: '2026-04-15' } });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: PROGRESS_MESSAGES.alreadyThisMonth, code: 'progress_month_taken' });
      const next = await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 79, date: '2026-05-01' } });
      expect(next.statusCode).toBe(201);
    });

    it('holds the one-per-month rule under concurrent posts', async () => {
      const member = await ctx.createMember();
      const results = await Promise.all(
        [70, 71, 72, 73].map((weight) =>
          ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight, date: '2026-06-01' } }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const list = await ctx.request(member, { method: 'GET', url: '/api/progress' });
      expect(list.json()).toHaveLength(1);
    });

    it('keeps the profile weight on the latest month when an older month is added later', async () => {
      const member = await ctx.createMember();
      await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 68, date: '2026-02-01' } });
      await ctx.request(member, { method: 'POST', url: '/api/progress', payload: { weight: 75, date: '2026-01-01' } });
      const me = await ctx.request(member, { method: 'GET', url: '/api/users/me' });
      expect(me.json().weight).toBe(68);
    });

    it.each<[Record<string, unknown>, string]>([
      [{ date: '2026-03-01' }, 'missing weight'],
      [{ weight: 0, date: '2026-03-01' }, 'zero'],
      [{ weight: -3, date: '2026-03-01' }, 'negative'],
      [{ weight: 1000, date: '2026-03-01' }, 'absurd'],
      [{ weight: 'heavy', date: '2026-03-01' }, 'not a number'],
      [{ weight: 70, date: '2026-02-30' }, 'not a real date'],
      [{ weight: 70 }, 'missing date'],
      [{ weight: 70, date: '2999-01-01' }, 'future date'],
    ])('refuses %j (%s) with 400', async (payload: Record<string, unknown>) => {
      const member = await ctx.createMember();
      const res = await ctx.request(member, { method: 'POST', url: '/api/progress', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('needs a token (401)', async () => {
      const res = await ctx.request(null, { method: 'POST', url: '/api/progress', payload: { weight: 70, date: '2026-03-01' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/progress', () => {
    it("answers only the member's own entries, oldest first", async () => {
      const member = await ctx.createMember();
      const other = await ctx.createMember();
      await createProgressEntry(ctx.db, member.id, '2026-02-01', 71);
      await createProgressEntry(ctx.db, member.id, '2026-01-01', 72);
      await createProgressEntry(ctx.db, other.id, '2026-01-01', 90);
      const res = await ctx.request(member, { method: 'GET', url: '/api/progress' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((e: { date: string; weight: number }) => [e.date, e.weight])).toEqual([
        ['2026-01-01', 72],
        ['2026-02-01', 71],
      ]);
    });

    it('needs a token (401)', async () => {
      expect((await ctx.request(null, { method: 'GET', url: '/api/progress' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/progress/user/{id}', () => {
    it("lets a coach read a member's entries", async () => {
      const admin = await ctx.createAdmin();
      const member = await ctx.createMember();
      await createProgressEntry(ctx.db, member.id, '2026-01-01', 72);
      const res = await ctx.request(admin, { method: 'GET', url: `/api/progress/user/${member.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
    });

    it("refuses another member's entries (403) but allows one's own", async () => {
      const member = await ctx.createMember();
      const other = await ctx.createMember();
      expect((await ctx.request(member, { method: 'GET', url: `/api/progress/user/${other.id}` })).statusCode).toBe(403);
      expect((await ctx.request(member, { method: 'GET', url: `/api/progress/user/${member.id}` })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown user, 400 for a bad id, 401 without a token', async () => {
      const admin = await ctx.createAdmin();
      expect((await ctx.request(admin, { method: 'GET', url: '/api/progress/user/999999' })).statusCode).toBe(404);
      expect((await ctx.request(admin, { method: 'GET', url: '/api/progress/user/abc' })).statusCode).toBe(400);
      expect((await ctx.request(null, { method: 'GET', url: '/api/progress/user/1' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/progress', () => {
    it('lists every entry with userName for a coach; pages with X-Total-Count and filters by name', async () => {
      const admin = await ctx.createAdmin();
      const zed = await ctx.createMember({ name: 'Zed Unique-Progress' });
      await createProgressEntry(ctx.db, zed.id, '2026-01-01', 60);
      await createProgressEntry(ctx.db, zed.id, '2026-02-01', 61);
      const all = await ctx.request(admin, { method: 'GET', url: '/api/admin/progress' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBeUndefined();
      expect(all.json().some((e: { userName: string }) => e.userName === 'Zed Unique-Progress')).toBe(true);

      const paged = await ctx.request(admin, { method: 'GET', url: '/api/admin/progress?page=1&pageSize=1&q=zed unique' });
      expect(paged.statusCode).toBe(200);
      expect(paged.headers['x-total-count']).toBe('2');
      expect(paged.json()).toHaveLength(1);
      expect(paged.json()[0]).toMatchObject({ userName: 'Zed Unique-Progress', date: '2026-02-01' });
    });

    it('is for coaches only: 403 for a member, 401 without a token', async () => {
      const member = await ctx.createMember();
      expect((await ctx.request(member, { method: 'GET', url: '/api/admin/progress' })).statusCode).toBe(403);
      expect((await ctx.request(null, { method: 'GET', url: '/api/admin/progress' })).statusCode).toBe(401);
    });
  });
});
