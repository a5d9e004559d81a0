import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherInstance, buildTestApp, type TestContext } from '../../test/helpers.js';
import { hasRedis, hasRedisServer, startOwnRedis, TEST_REDIS_URL, uniquePrefix, type OwnRedis } from '../../test/redis.js';
import { SessionCache } from './session-cache.js';

const ping = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/ping', headers: { authorization: `Bearer ${token}` } });
const adminUsers = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } });

describe('session checks are cached, and every change that refuses a token is seen at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the same token from the cache; its sign-out refuses it on the very next request', async () => {
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
    const hits = ctx.app.sessions.hits;
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
    expect(ctx.app.sessions.hits).toBe(hits + 1);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await ping(ctx.app, token)).statusCode).toBe(401);
  });

  it('checks that miss together are read together: twenty first requests, one batch; each still gets its own answer', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => ctx.createMember()));
    const revokedOne = members[0]!;
    const revokedToken = ctx.tokenFor(revokedOne);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${revokedToken}` } })).statusCode,
    ).toBe(200);
    const deletedOne = members[1]!;
    await ctx.db.updateTable('users').set({ deleted: 1 }).where('id', '=', deletedOne.id).execute();
    await ctx.app.sessions.accountChanged(deletedOne.id);
    const tokens = members.map((member, i) => (i === 0 ? revokedToken : ctx.tokenFor(member)));
    const batches = ctx.app.sessions.batches;
    const statuses = await Promise.all(tokens.map(async (token) => (await ping(ctx.app, token)).statusCode));
    expect(statuses[0]).toBe(401); // signed out
    expect(statuses[1]).toBe(401); // account deleted
    expect(statuses.slice(2).every((status) => status === 200)).toBe(true);
    expect(ctx.app.sessions.batches - batches).toBeLessThanOrEqual(2);
  });

  it('a role change applies to a cached token at once, both ways', async () => {
    const superadmin = await ctx.createAdmin('SUPERADMIN');
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await adminUsers(ctx.app, token)).statusCode).toBe(403);
    expect(
      (await ctx.request(superadmin, { method: 'PUT', url: `/api/admin/users/${member.id}/role`, payload: { role: 'ADMIN' } })).statusCode,
    ).toBe(200);
    expect((await adminUsers(ctx.app, token)).statusCode).toBe(200);
    expect(
      (await ctx.request(superadmin, { method: 'PUT', url: `/api/admin/users/${member.id}/role`, payload: { role: 'USER' } })).statusCode,
    ).toBe(200);
    expect((await adminUsers(ctx.app, token)).statusCode).toBe(403);
  });

  it("a deletion request refuses the member's cached token at once; a restore lets it in again", async () => {
    const admin = await ctx.createAdmin();
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/delete-account-request',
      headers: { authorization: `Bearer ${token}` },
      payload: { mobile: member.mobile },
    });
    expect(marked.statusCode).toBe(201);
    expect((await ping(ctx.app, token)).statusCode).toBe(401);
    const request = await ctx.db
      .selectFrom('account_deletion_requests')
      .select('id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(
      (await ctx.request(admin, { method: 'POST', url: `/api/admin/delete-account-requests/${request.id}/restore` })).statusCode,
    ).toBeLessThan(300);
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
  });
});

describe.skipIf(!hasRedis)('session checks across instances (Redis)', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() });
    other = await buildOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('a token cached on one instance and signed out on the other is refused by the first on its next request', async () => {
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await ping(other, token)).statusCode).toBe(200);
    expect((await ping(other, token)).statusCode).toBe(200); // now cached on `other`
    expect(other.sessions.hits).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await ping(other, token)).statusCode).toBe(401);
  });

  it('a demotion on one instance applies on the other at once', async () => {
    const superadmin = await ctx.createAdmin('SUPERADMIN');
    const coach = await ctx.createAdmin('ADMIN');
    const token = ctx.tokenFor(coach);
    expect((await adminUsers(other, token)).statusCode).toBe(200);
    expect((await adminUsers(other, token)).statusCode).toBe(200);
    expect(
      (await ctx.request(superadmin, { method: 'PUT', url: `/api/admin/users/${coach.id}/role`, payload: { role: 'USER' } })).statusCode,
    ).toBe(200);
    expect((await adminUsers(other, token)).statusCode).toBe(403);
  });
});

describe('session checks while Redis is away', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: uniquePrefix() });
  });
  afterAll(() => ctx.close());

  it('asks the database every time (nothing cached can be trusted) and still serves members', async () => {
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
    expect((await ping(ctx.app, token)).statusCode).toBe(200);
    expect(ctx.app.sessions.hits).toBe(0);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await ping(ctx.app, token)).statusCode).toBe(401);
  });
});

describe.skipIf(!hasRedisServer)('session checks when Redis comes back (empty) after an outage', () => {
  let redis: OwnRedis;
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await buildTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: uniquePrefix() });
    other = await buildOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await redis?.stop();
  });

  it('a sign-out made during the outage is honoured by an instance that had cached the token before it', async () => {
    const member = await ctx.createMember();
    const token = ctx.tokenFor(member);
    expect((await ping(other, token)).statusCode).toBe(200);
    expect((await ping(other, token)).statusCode).toBe(200); // cached on `other`
    const hits = other.sessions.hits;
    expect(hits).toBeGreaterThan(0);

    await redis.stop();
    // Signed out on the first instance: the database knows, Redis cannot be told.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect(ctx.app.redisHealth?.fallbacks.sessions).toBeGreaterThan(0);
    await redis.start();
    const end = Date.now() + 10_000;
    while (other.redisHealth?.connected !== true && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));

    // Redis came back empty: the generation `other` cached the token under reads the same again,
    // so only dropping what was cached before the outage refuses the token at once.
    expect((await ping(other, token)).statusCode).toBe(401);
    expect(other.sessions.hits).toBe(hits);
  });
});

describe('the session cache is bounded', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps at most its limit of tokens, the least recently stored going first', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => ctx.createMember()));
    const cache = new SessionCache(ctx.db, null, 'rf:', 60_000, 3);
    const checks = members.map((member, i) => ({ userId: member.id, jti: `bounded-jti-${i}` }));
    for (const check of checks) expect(await cache.check(check)).toBe('USER');
    expect(cache.size).toBe(3);
    expect(cache.misses).toBe(5);
    // The three most recent are answered from memory; the first two were forgotten and are asked again.
    for (const check of checks.slice(2)) await cache.check(check);
    expect(cache.hits).toBe(3);
    await cache.check(checks[0]!);
    expect(cache.misses).toBe(6);
    expect(cache.size).toBe(3);
  });

  it('remembers account changes only for the life of a cached answer, and still refuses what they changed', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => ctx.createMember()));
    const ttlMs = 200;
    const cache = new SessionCache(ctx.db, null, 'rf:', ttlMs);
    const check = { userId: members[0]!.id, jti: 'changes-jti' };
    expect(await cache.check(check)).toBe('USER');
    await ctx.db.updateTable('users').set({ deleted: 1 }).where('id', '=', members[0]!.id).execute();
    for (const member of members) await cache.accountChanged(member.id);
    expect(cache.changesRemembered).toBe(4);
    expect(await cache.check(check)).toBeNull(); // the cached answer predates the change
    await new Promise((resolve) => setTimeout(resolve, ttlMs + 20));
    await cache.accountChanged(members[1]!.id);
    expect(cache.changesRemembered).toBe(1); // the older changes outlived every answer taken before them
    expect(await cache.check(check)).toBeNull();
  });
});
