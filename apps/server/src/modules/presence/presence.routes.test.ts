import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';
import { LOCATION_REPORTS_PER_WINDOW } from './presence.routes.js';

describe('presence', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('ping needs a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/ping' })).statusCode).toBe(401);
  });

  it('a ping is visible through last-seen at once, and reaches the database on flush', async () => {
    const member = await ctx.createMember();
    const before = Date.now();
    expect((await ctx.request(member, { method: 'POST', url: '/api/auth/ping' })).statusCode).toBe(200);
    const res = await ctx.request(member, { method: 'GET', url: `/api/auth/users/${member.id}/last-seen` });
    expect(res.statusCode).toBe(200);
    const { lastSeen } = res.json();
    expect(new Date(lastSeen).getTime()).toBeGreaterThanOrEqual(before - 5);

    const unflushed = await ctx.db.selectFrom('users').select('last_seen').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(unflushed.last_seen).toBeNull();
    await ctx.app.presence.flush();
    const flushed = await ctx.db.selectFrom('users').select('last_seen').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(flushed.last_seen).toBe(lastSeen);
  });

  it('last-seen never goes back while a flush is writing, and is answered from memory after it', async () => {
    const member = await ctx.createMember();
    await ctx.db.updateTable('users').set({ last_seen: '2020-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
    expect((await ctx.request(member, { method: 'POST', url: '/api/auth/ping' })).statusCode).toBe(200);
    const lastSeen = async () =>
      (await ctx.request(member, { method: 'GET', url: `/api/auth/users/${member.id}/last-seen` })).json().lastSeen;
    const newest = await lastSeen();
    expect(newest > '2020-01-01').toBe(true);
    const flushing = ctx.app.presence.flush(); // the batch is taken; its rows are not written yet
    expect(await lastSeen()).toBe(newest);
    await flushing;
    expect(await lastSeen()).toBe(newest);
    // Nothing else writes last_seen: after the flush the answer comes from memory, not a query.
    await ctx.db.updateTable('users').set({ last_seen: '2020-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
    expect(await lastSeen()).toBe(newest);
  });

  it('a burst of pings from many members becomes one batch of row writes', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => ctx.createMember()));
    await ctx.app.presence.flush();
    const writesBefore = ctx.app.presence.writes;
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(members.map((m) => ctx.request(m, { method: 'POST', url: '/api/auth/ping' })));
    }
    expect(ctx.app.presence.writes).toBe(writesBefore);
    await ctx.app.presence.flush();
    // 100 pings, 20 members: 20 row writes, not 100.
    expect(ctx.app.presence.writes - writesBefore).toBe(20);
  });

  it('stores a location within range and refuses one outside it', async () => {
    const member = await ctx.createMember();
    const ok = await ctx.request(member, { method: 'POST', url: '/api/auth/users/location?latitude=18.52&longitude=73.85' });
    expect(ok.statusCode).toBe(200);
    await ctx.app.presence.flush();
    const row = await ctx.db
      .selectFrom('users')
      .select(['latitude', 'longitude', 'last_seen'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ latitude: 18.52, longitude: 73.85 });
    expect(row.last_seen).not.toBeNull();

    const bad = await ctx.request(member, { method: 'POST', url: '/api/auth/users/location?latitude=91&longitude=10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('latitude must be between -90 and 90');
    const missing = await ctx.request(member, { method: 'POST', url: '/api/auth/users/location?latitude=10' });
    expect(missing.statusCode).toBe(400);
    const text = await ctx.request(member, { method: 'POST', url: '/api/auth/users/location?latitude=abc&longitude=10' });
    expect(text.statusCode).toBe(400);
  });

  it('a burst of 20 location reports from one member meets 429 with Retry-After; another member is not held back', async () => {
    const member = await ctx.createMember();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 20; i += 1) {
      // A new token each time: the limit follows the member, not the token.
      const res = await ctx.request(member, { method: 'POST', url: '/api/auth/users/location?latitude=18.52&longitude=73.85' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LOCATION_REPORTS_PER_WINDOW);
    expect(statuses.slice(LOCATION_REPORTS_PER_WINDOW).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const other = await ctx.createMember();
    expect((await ctx.request(other, { method: 'POST', url: '/api/auth/users/location?latitude=18.52&longitude=73.85' })).statusCode).toBe(
      200,
    );
  });

  it('last-seen of someone else: 403 for a member, 200 for a coach, 404 for nobody', async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    const admin = await ctx.createAdmin();
    expect((await ctx.request(member, { method: 'GET', url: `/api/auth/users/${other.id}/last-seen` })).statusCode).toBe(403);
    const asAdmin = await ctx.request(admin, { method: 'GET', url: `/api/auth/users/${other.id}/last-seen` });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ lastSeen: null });
    expect((await ctx.request(admin, { method: 'GET', url: '/api/auth/users/999999/last-seen' })).statusCode).toBe(404);
    expect((await ctx.request(admin, { method: 'GET', url: '/api/auth/users/abc/last-seen' })).statusCode).toBe(400);
  });

  it('stored last-seen of members not seen since the start: requests arriving together share a query, each gets its own answer', async () => {
    const admin = await ctx.createAdmin();
    const members = await Promise.all(Array.from({ length: 6 }, () => ctx.createMember()));
    await Promise.all(
      members.map((m, i) =>
        ctx.db
          .updateTable('users')
          .set({ last_seen: `2026-01-0${i + 1}T08:00:00.000Z` })
          .where('id', '=', m.id)
          .execute(),
      ),
    );
    expect((await ctx.request(admin, { method: 'GET', url: `/api/auth/users/${admin.id}/last-seen` })).statusCode).toBe(200);
    const selectFrom = vi.spyOn(ctx.app.db, 'selectFrom');
    try {
      const answers = await Promise.all(
        [...members.map((m) => m.id), 999_999].map((id) => ctx.request(admin, { method: 'GET', url: `/api/auth/users/${id}/last-seen` })),
      );
      expect(answers.slice(0, 6).map((res) => res.json().lastSeen)).toEqual(members.map((_, i) => `2026-01-0${i + 1}T08:00:00.000Z`));
      expect(answers[6]!.statusCode).toBe(404);
      expect(answers[6]!.json().message).toBe('User not found');
      // Seven requests, one or two queries: inject() can split them over two turns of the event loop.
      expect(selectFrom.mock.calls.filter(([table]) => table === 'users').length).toBeLessThanOrEqual(2);
    } finally {
      selectFrom.mockRestore();
    }
  });
});

describe('internal metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('coaches read presence writes and memory; members are refused', async () => {
    const member = await ctx.createMember();
    const admin = await ctx.createAdmin();
    expect((await ctx.request(null, { method: 'GET', url: '/api/internal/metrics' })).statusCode).toBe(401);
    expect((await ctx.request(member, { method: 'GET', url: '/api/internal/metrics' })).statusCode).toBe(403);
    await ctx.request(member, { method: 'POST', url: '/api/auth/ping' });
    await ctx.app.presence.flush();
    const res = await ctx.request(admin, { method: 'GET', url: '/api/internal/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ presenceWrites: 1, database: ctx.kind, redis: false, pid: process.pid });
    expect(res.json().rssBytes).toBeGreaterThan(0);
  });
});

describe('presence batch writes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('a large flush (more rows than one statement) writes every member; a ping keeps the stored location', async () => {
    const members = await Promise.all(Array.from({ length: 600 }, () => ctx.createMember()));
    const at = new Date('2026-01-02T03:04:05.000Z');
    members.forEach((m, i) =>
      i % 2 ? ctx.app.presence.setLocation(m.id, 10 + i / 1000, 20 - i / 1000, at) : ctx.app.presence.touch(m.id, at),
    );
    expect(await ctx.app.presence.flush()).toBe(600);
    const rows = await ctx.db
      .selectFrom('users')
      .select(['id', 'last_seen', 'latitude', 'longitude'])
      .where(
        'id',
        'in',
        members.map((m) => m.id),
      )
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(600);
    expect(rows.every((r) => r.last_seen === at.toISOString())).toBe(true);
    const byId = new Map(rows.map((r) => [r.id, r]));
    members.forEach((m, i) => {
      const row = byId.get(m.id)!;
      if (i % 2) expect([row.latitude, row.longitude]).toEqual([10 + i / 1000, 20 - i / 1000]);
      else expect([row.latitude, row.longitude]).toEqual([null, null]);
    });
    // A later ping of a member with a location keeps it.
    ctx.app.presence.touch(members[1]!.id);
    await ctx.app.presence.flush();
    const kept = await ctx.db
      .selectFrom('users')
      .select(['latitude', 'longitude', 'last_seen'])
      .where('id', '=', members[1]!.id)
      .executeTakeFirstOrThrow();
    expect([kept.latitude, kept.longitude]).toEqual([10.001, 19.999]);
    expect(kept.last_seen).not.toBe(at.toISOString());
  });
});
