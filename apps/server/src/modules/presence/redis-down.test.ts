// REDIS_URL set but Redis unreachable: the API keeps serving, sign-in included (its limits count in
// this instance: lib/rate-limit-store.test.ts), and presence falls back to the instance and the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

describe('Redis unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', PRESENCE_FLUSH_MS: '3600000' });
  });
  afterAll(() => ctx.close());

  it('health, pings, last-seen and sign-in still answer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const member = await ctx.createMember();
    expect((await ctx.request(member, { method: 'POST', url: '/api/auth/ping' })).statusCode).toBe(200);
    const seen = await ctx.request(member, { method: 'GET', url: `/api/auth/users/${member.id}/last-seen` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().lastSeen).not.toBeNull(); // this instance's own view
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: 'password123' },
    });
    expect(login.statusCode).toBe(200);
    expect(ctx.app.redisHealth?.fallbacks.presence).toBeGreaterThan(0);
  });
});
