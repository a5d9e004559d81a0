import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.js';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('answers 200 with the engine when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.kind });
  });

  it('pings the database at most once a second, and answers 503 once a ping fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 5000); // past whatever the earlier checks remembered
    const queries = vi.spyOn(ctx.app.db.getExecutor(), 'executeQuery');
    const checks = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url: '/api/health' })));
    expect(checks.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(queries).toHaveBeenCalledTimes(1);

    queries.mockRejectedValue(new Error('database gone'));
    vi.setSystemTime(Date.now() + 1000);
    const down = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'database_unavailable' });
    expect(queries).toHaveBeenCalledTimes(2);

    queries.mockRestore();
    vi.setSystemTime(Date.now() + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('sets the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers an unknown /api route with a JSON 404, never the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
