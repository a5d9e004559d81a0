// Redis stopped and started again (empty) under traffic, on both engines' fleets where Redis is used
// (issue 40): one SQLite instance with REDIS_URL, and two PostgreSQL instances behind nginx (as
// docs/deploy.md configures it), on a redis-server of this test's own. Throughout, sign-in
// (password, OTP send and verify), writes and reads answer as usual; nothing acknowledged is lost or
// doubled; the per-mobile limit still stops a burst (counted per instance during the outage, by the
// fleet again after it); each instance says so once in its log and in /metrics.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startOwnRedis, uniquePrefix, type OwnRedis } from '../redis.js';
import { NGINX, startNginx, type NginxProcess } from './nginx.js';
import { call, createDatabase, nextMobile, postgresAnswers, registerMember, startServer, type ServerProcess } from './processes.js';
import { sendUntilAnswered, type Sent } from './retrying-client.js';

const hasPostgres = await postgresAnswers();
const missing = [!hasPostgres && 'PostgreSQL', !hasRedisServer && 'redis-server', !NGINX && 'nginx'].filter(Boolean);
if (missing.length) {
  const message = `Redis outage tests skipped: no ${missing.join(' and ')}`;
  if (process.env.REQUIRE_FULL_SUITE === '1') throw new Error(`REQUIRE_FULL_SUITE=1: ${message}`);
  console.warn(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PER_MOBILE = 5;
const METRICS_TOKEN = 'integration-metrics-token-0123456789';
const OUTAGE_WARNING = 'Redis is not answering';

interface Fleet {
  name: string;
  /** Where members connect: the instance itself, or nginx in front of the instances. */
  url: string;
  instances: ServerProcess[];
}

async function metric(server: ServerProcess, series: string): Promise<number> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** Members tapping water (each tap its key, retried as the web's queue does) and reading, until stopped. */
function traffic(fleet: Fleet, members: { token: string }[], today: string) {
  const taps = new Map<string, Sent[]>();
  const reads: { path: string; status: number }[] = [];
  let stopped = false;
  const loops = members.map(async (member) => {
    const mine: Sent[] = [];
    taps.set(member.token, mine);
    while (!stopped) {
      mine.push(
        await sendUntilAnswered(fleet.url, `/api/circadian/date/${today}/water`, { cups: 1 }, { token: member.token, key: randomUUID() }),
      );
      for (const path of [`/api/circadian/date/${today}`, '/api/banners', '/api/trainers']) {
        const res = await call(fleet.url, 'GET', path, undefined, member.token).catch(() => ({ status: 0 }));
        reads.push({ path, status: res.status });
      }
      await sleep(100);
    }
  });
  return {
    taps,
    reads,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Password sign-in, then an OTP sent and verified, for a member of the fleet. */
async function signInBothWays(fleet: Fleet): Promise<void> {
  const member = await registerMember(fleet.url);
  const login = await call(fleet.url, 'POST', '/api/auth/login', { mobile: member.mobile, password: 'member-password-1' });
  expect(login.status, `${fleet.name}: password sign-in`).toBe(200);
  const sent = await call(fleet.url, 'POST', '/api/auth/send-otp', { mobile: member.mobile });
  expect(sent.status, `${fleet.name}: OTP sent`).toBe(200);
  // The resend wait holds (it is kept in the database, with or without Redis).
  const again = await call(fleet.url, 'POST', '/api/auth/send-otp', { mobile: member.mobile });
  expect([again.status, again.body.code]).toEqual([429, 'otp_resend_too_soon']);
  const verified = await call(fleet.url, 'POST', '/api/auth/verify-otp', { mobile: member.mobile, otp: sent.body.otp });
  expect(verified.status, `${fleet.name}: OTP verified`).toBe(200);
}

/** Wrong-password sign-ins for one fresh number through the fleet: their statuses. */
async function burst(fleet: Fleet, count: number): Promise<number[]> {
  const mobile = nextMobile();
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await call(fleet.url, 'POST', '/api/auth/login', { mobile, password: 'not-the-password' })).status);
  }
  return statuses;
}

describe.skipIf(missing.length > 0)('Redis stopped and started again under traffic', () => {
  let redis: OwnRedis;
  let proxy: NginxProcess;
  let drop: () => Promise<void>;
  const fleets: Fleet[] = [];

  beforeAll(async () => {
    redis = await startOwnRedis();
    const common = { REDIS_URL: redis.url, RATE_LIMIT_AUTH_PER_MOBILE: String(PER_MOBILE), METRICS_TOKEN };
    const database = await createDatabase();
    drop = database.drop;
    const postgresEnv = { ...common, DATABASE_URL: database.url, REDIS_KEY_PREFIX: uniquePrefix(), TRUST_PROXY: 'true' };
    const [sqlite, ...postgres] = await Promise.all([
      startServer({ ...common, REDIS_KEY_PREFIX: uniquePrefix() }),
      startServer(postgresEnv),
      startServer(postgresEnv),
    ]);
    proxy = await startNginx(postgres.map((s) => `127.0.0.1:${s.port}`));
    fleets.push({ name: 'SQLite, one instance', url: sqlite!.url, instances: [sqlite!] });
    fleets.push({ name: 'PostgreSQL, two instances behind nginx', url: proxy.url, instances: postgres });
  });
  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(fleets.flatMap((fleet) => fleet.instances.map((s) => s.stop())));
    await drop?.();
    await redis?.stop();
  });

  it('sign-in, OTP, writes and reads answer as usual, nothing is lost or doubled, and the limits still stop a burst', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const members = await Promise.all(fleets.map((fleet) => Promise.all(Array.from({ length: 3 }, () => registerMember(fleet.url)))));
    const loads = fleets.map((fleet, i) => traffic(fleet, members[i]!, today));
    for (const fleet of fleets) {
      await signInBothWays(fleet);
      expect((await burst(fleet, PER_MOBILE + 1)).at(-1), `${fleet.name}: the sixth try with Redis`).toBe(429);
    }

    // The outage: every instance notices (its first command fails, or the connection drops).
    await redis.stop();
    for (const server of fleets.flatMap((fleet) => fleet.instances)) {
      await expect.poll(() => metric(server, 'rhythmfit_redis_up'), { timeout: 5000, interval: 100 }).toBe(0);
    }
    for (const fleet of fleets) {
      await signInBothWays(fleet);
      if (fleet.instances.length === 1) {
        // One instance: the same limit as with Redis, counted in its memory.
        expect(await burst(fleet, PER_MOBILE + 1), `${fleet.name}: a burst during the outage`).toEqual([
          ...Array(PER_MOBILE).fill(401),
          429,
        ]);
      } else {
        // Each instance counts its own tries: nginx spreads them, so the first five all pass, and
        // by the eleventh one instance has seen a sixth.
        const statuses = await burst(fleet, 2 * PER_MOBILE + 1);
        expect(statuses.slice(0, PER_MOBILE), `${fleet.name}: a burst during the outage`).toEqual(Array(PER_MOBILE).fill(401));
        expect(statuses, `${fleet.name}: a burst during the outage`).toContain(429);
      }
    }
    await sleep(1000); // traffic goes on without Redis a little longer
    for (const server of fleets.flatMap((fleet) => fleet.instances)) {
      expect(await metric(server, 'rhythmfit_redis_fallbacks_total{use="rate_limits"}')).toBeGreaterThan(0);
    }

    // Back, and empty: the instances reconnect by themselves and count together again.
    await redis.start();
    for (const server of fleets.flatMap((fleet) => fleet.instances)) {
      await expect.poll(() => metric(server, 'rhythmfit_redis_up'), { timeout: 10_000, interval: 100 }).toBe(1);
    }
    for (const fleet of fleets) {
      await signInBothWays(fleet);
      expect(await burst(fleet, PER_MOBILE + 1), `${fleet.name}: a burst after the outage`).toEqual([...Array(PER_MOBILE).fill(401), 429]);
    }
    await sleep(500);
    await Promise.all(loads.map((load) => load.stop()));

    for (const [i, fleet] of fleets.entries()) {
      const load = loads[i]!;
      const all = [...load.taps.values()].flat();
      // Every tap was answered 200 in time (retried with its key where it had to be)...
      expect(
        all.filter((tap) => tap.status !== 200).map((tap) => ({ status: tap.status, body: tap.body })),
        fleet.name,
      ).toEqual([]);
      expect(all.length, fleet.name).toBeGreaterThan(10);
      // ... and stored once: each member's day holds exactly the taps acknowledged.
      for (const member of members[i]!) {
        const day = await call(fleet.url, 'GET', `/api/circadian/date/${today}`, undefined, member.token);
        expect(day.body.waterCups, fleet.name).toBe(load.taps.get(member.token)!.length);
      }
      // Reads answered throughout.
      expect(
        load.reads.filter((read) => read.status !== 200 && read.status !== 304),
        fleet.name,
      ).toEqual([]);
      // One warning per instance for the outage, not one per request.
      for (const server of fleet.instances) {
        expect(server.output().split(OUTAGE_WARNING).length - 1, `${fleet.name}: the outage logged once`).toBe(1);
        expect(server.child.exitCode).toBeNull();
      }
    }
  });
});
