// Two app instances on ONE database and ONE Redis (in process): what one instance learns, the
// other sees. The multi-process version of this is test/integration/multi-instance.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../../test/helpers.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix, waitForSubscribers } from '../../../test/redis.js';

describe.skipIf(!hasRedis)('two instances sharing Redis', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  const prefix = uniquePrefix();
  beforeAll(async () => {
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      PRESENCE_FLUSH_MS: '3600000',
      RATE_LIMIT_AUTH_PER_MOBILE: '4',
    };
    ctx = await buildTestApp(env);
    other = await buildOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a ping through one instance is seen through the other at once, and written once by one flush', async () => {
    const member = await ctx.createMember();
    const token = ctx.authHeader(member);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/ping', headers: token })).statusCode).toBe(200);
    const seen = await other.inject({ method: 'GET', url: `/api/auth/users/${member.id}/last-seen`, headers: token });
    expect(seen.statusCode).toBe(200);
    const { lastSeen } = seen.json();
    expect(lastSeen).not.toBeNull();
    expect(other.presence.pending(member.id)).toBeUndefined(); // it came from Redis, not memory
    // The profile through the other instance shows the same last-seen, before any flush.
    const profile = await other.inject({ method: 'GET', url: '/api/users/me', headers: token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().lastSeen).toBe(lastSeen);

    const location = await other.inject({ method: 'POST', url: '/api/auth/users/location?latitude=18.5&longitude=73.8', headers: token });
    expect(location.statusCode).toBe(200);

    const writesBefore = ctx.app.presence.writes + other.presence.writes;
    await Promise.all([ctx.app.presence.flush(), other.presence.flush()]);
    const row = await ctx.db
      .selectFrom('users')
      .select(['last_seen', 'latitude', 'longitude'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.latitude).toBe(18.5);
    expect(row.longitude).toBe(73.8);
    expect(row.last_seen).not.toBeNull();
    // One member, one row write, whichever instance did it.
    expect(ctx.app.presence.writes + other.presence.writes - writesBefore).toBe(1);
    await Promise.all([ctx.app.presence.flush(), other.presence.flush()]);
    expect(ctx.app.presence.writes + other.presence.writes - writesBefore).toBe(1);
  });

  it('the per-mobile limit counts attempts on both instances together', async () => {
    const mobile = '9000000' + String(Date.now() % 1000).padStart(3, '0');
    const body = { mobile, password: 'wrong-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? ctx.app : other;
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload: body })).statusCode);
    }
    // 4 allowed per minute in total, not 4 per instance.
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('a token revoked through one instance is refused by the other', async () => {
    const member = await ctx.createMember();
    const headers = ctx.authHeader(member);
    expect((await other.inject({ method: 'POST', url: '/api/auth/ping', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    expect((await other.inject({ method: 'POST', url: '/api/auth/ping', headers })).statusCode).toBe(401);
  });

  it('the bus reaches the other instance', async () => {
    const got: unknown[] = [];
    other.bus.subscribe('test-channel', (m) => got.push(m));
    await waitForSubscribers(`${prefix}bus:test-channel`, 1);
    await ctx.app.bus.publish('test-channel', { hello: 1 });
    for (let i = 0; i < 100 && got.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual([{ hello: 1 }]);
  });

  it('erasure forgets presence everywhere, so no flush writes it back', async () => {
    const member = await ctx.createMember();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/ping', headers: ctx.authHeader(member) });
    other.presence.forget(member.id);
    await new Promise((r) => setTimeout(r, 50));
    expect(await other.presence.read(member.id)).toBeUndefined();
  });
});
