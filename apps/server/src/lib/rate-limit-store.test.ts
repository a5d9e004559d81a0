// Rate limits through a Redis outage: two instances share their counters in Redis; while Redis is
// stopped each instance keeps the same limits with its own counters (sign-in and OTP keep working,
// a burst is still stopped), says so once in its log and in /metrics; once Redis answers again the
// shared counters take over.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherInstance, buildTestApp, uniqueMobile, type TestContext } from '../../test/helpers.js';
import { hasRedisServer, startOwnRedis, uniquePrefix, type OwnRedis } from '../../test/redis.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const PER_MOBILE = 5;

/** Log lines as parsed JSON objects. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  };
}

async function metric(app: FastifyInstance, series: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

const login = (app: FastifyInstance, mobile: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile, password: 'not-the-password' } });

/** Sign-in attempts for one number, alternating instances; answers the statuses. */
async function attempts(instances: FastifyInstance[], mobile: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await login(instances[i % instances.length]!, mobile)).statusCode);
  return statuses;
}

describe.skipIf(!hasRedisServer)('rate limits while Redis is stopped and started again', () => {
  let redis: OwnRedis;
  let ctx: TestContext;
  let other: FastifyInstance;
  const log = logSink();

  beforeAll(async () => {
    redis = await startOwnRedis();
    ctx = await buildTestApp(
      {
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: uniquePrefix(),
        RATE_LIMIT_AUTH_PER_MOBILE: String(PER_MOBILE),
        METRICS_TOKEN,
        LOG_LEVEL: 'info',
        PRESENCE_FLUSH_MS: '3600000',
      },
      { logger: true, logStream: log.stream },
    );
    other = await buildOtherInstance(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await redis?.stop();
  });

  it('with Redis, the per-mobile limit counts both instances together', async () => {
    const statuses = await attempts([ctx.app, other], uniqueMobile(), PER_MOBILE + 1);
    expect(statuses.slice(0, PER_MOBILE).every((s) => s === 401)).toBe(true);
    expect(statuses[PER_MOBILE]).toBe(429);
    expect(await metric(ctx.app, 'rhythmfit_redis_up')).toBe(1);
  });

  it('without it, each instance limits on its own: sign-in and OTP work, the sixth try on one instance is refused', async () => {
    await redis.stop();
    const member = await ctx.createMember();
    // Sign-in still signs in (never a 503)...
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: 'password123' },
    });
    expect(signIn.statusCode).toBe(200);
    // ... and a code can be asked for and used; the resend wait (kept in the database) holds.
    const sent = await other.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: member.mobile } });
    expect(sent.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { mobile: member.mobile } });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('otp_resend_too_soon');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { mobile: member.mobile, otp: sent.json().otp as string },
    });
    expect(verified.statusCode).toBe(200);

    // The same per-number limit, counted by each instance alone.
    const mobile = uniqueMobile();
    const onOne = await attempts([ctx.app], mobile, PER_MOBILE + 1);
    expect(onOne.slice(0, PER_MOBILE)).toEqual(Array(PER_MOBILE).fill(401));
    expect(onOne[PER_MOBILE]).toBe(429);
    const refused = await login(ctx.app, mobile);
    expect(refused.json()).toEqual({ message: 'Too many attempts for this mobile number, please try again shortly', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other instance has counted none of them.
    expect((await login(other, mobile)).statusCode).toBe(401);

    expect(await metric(ctx.app, 'rhythmfit_redis_up')).toBe(0);
    expect(await metric(ctx.app, 'rhythmfit_redis_fallbacks_total{use="rate_limits"}')).toBeGreaterThanOrEqual(PER_MOBILE + 1);
    expect(await metric(ctx.app, 'rhythmfit_redis_outages_total')).toBe(1);
    // Said once, not once per request.
    expect(log.lines.filter((l) => l.msg.startsWith('Redis is not answering'))).toHaveLength(1);
  });

  it('per-route limits hold too: the location reports of one member', async () => {
    const member = await ctx.createMember();
    const report: InjectOptions = {
      method: 'POST',
      url: '/api/auth/users/location?latitude=18.52&longitude=73.85',
      headers: ctx.authHeader(member),
    };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await ctx.app.inject(report)).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });

  it('once Redis answers again (empty), the shared counters take over and the recovery is said once', async () => {
    await redis.start();
    // The instances reconnect by themselves (ioredis, with backoff up to 2 s).
    const end = Date.now() + 10_000;
    while ((ctx.app.redisHealth?.connected !== true || other.redisHealth?.connected !== true) && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const statuses = await attempts([ctx.app, other], uniqueMobile(), PER_MOBILE + 1);
    expect(statuses.slice(0, PER_MOBILE)).toEqual(Array(PER_MOBILE).fill(401));
    expect(statuses[PER_MOBILE]).toBe(429);
    expect(await metric(ctx.app, 'rhythmfit_redis_up')).toBe(1);
    expect(log.lines.filter((l) => l.msg.startsWith('Redis answers again'))).toHaveLength(1);
    expect(log.lines.filter((l) => l.msg.startsWith('Redis is not answering'))).toHaveLength(1);
  });
});

describe('REDIS_URL set but nothing listening there', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_AUTH_PER_MOBILE: String(PER_MOBILE),
      PRESENCE_FLUSH_MS: '3600000',
    });
  });
  afterAll(() => ctx.close());

  it('signs in from the start, and still stops a burst', async () => {
    const member = await ctx.createMember();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { mobile: member.mobile, password: 'password123' } }))
        .statusCode,
    ).toBe(200);
    const statuses = await attempts([ctx.app], member.mobile, PER_MOBILE);
    expect(statuses.slice(0, PER_MOBILE - 1)).toEqual(Array(PER_MOBILE - 1).fill(401));
    expect(statuses[PER_MOBILE - 1]).toBe(429);
    expect(ctx.app.redisHealth?.up).toBe(false);
  });
});
