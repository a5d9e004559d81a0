// What every use of Redis shares through an outage: one warning when Redis stops answering, one
// line when it answers again, the fallbacks counted by use; and the bus and the job schedules,
// which keep working on the instance meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startOwnRedis, uniquePrefix, type OwnRedis } from '../../test/redis.js';
import { createRedisBus } from './bus.js';
import { createRedisLeaderLock } from './leader-lock.js';
import { watchRedis } from './redis-health.js';
import { closeRedis, createRedis, waitForRedis, type Redis } from './redis.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logger() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    log: { warn: (_: object, message: string) => void warnings.push(message), info: (message: string) => void infos.push(message) },
  };
}

describe('a Redis that never answered (a dead port)', () => {
  let client: Redis;
  beforeAll(() => {
    client = createRedis('redis://127.0.0.1:1');
  });
  afterAll(() => closeRedis(client));

  it('is down from the start, said once however many uses fall back', async () => {
    const { warnings, log } = logger();
    const health = watchRedis(client, log);
    expect(health.up).toBe(false);
    for (let i = 0; i < 50; i += 1) health.fellBack('rate_limits', new Error('refused'));
    health.fellBack('sessions');
    expect(warnings).toHaveLength(1);
    expect(health.outages).toBe(1);
    expect(health.fallbacks).toMatchObject({ rate_limits: 50, sessions: 1, presence: 0 });
    health.close();
  });

  it('the bus still delivers on this instance; a job schedule skips its runs quietly', async () => {
    const unavailable: unknown[] = [];
    const bus = createRedisBus(client, client, uniquePrefix(), { onUnavailable: (error) => unavailable.push(error) });
    const got: unknown[] = [];
    bus.subscribe('cache:plans', (message) => got.push(message));
    await bus.publish('cache:plans', { id: 7 });
    expect(got).toEqual([{ id: 7 }]);
    expect(unavailable).toHaveLength(1);
    await bus.close();

    const skipped: unknown[] = [];
    const errors: unknown[] = [];
    let runs = 0;
    const locks = createRedisLeaderLock(client, { prefix: uniquePrefix(), onUnavailable: (error) => skipped.push(error) });
    const stop = locks.scheduleExclusive('job', 20, async () => void (runs += 1), {
      firstDelayMs: 0,
      onError: (error) => errors.push(error),
    });
    await sleep(120);
    await stop();
    await locks.close();
    expect(runs).toBe(0);
    expect(skipped.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!hasRedisServer)('a Redis stopped and started again', () => {
  let redis: OwnRedis;
  let client: Redis;
  beforeAll(async () => {
    redis = await startOwnRedis();
    client = createRedis(redis.url);
    await waitForRedis(client);
  });
  afterAll(async () => {
    await closeRedis(client);
    await redis?.stop();
  });

  it('is up, then down (said once), then up again (said once, listeners told); jobs run again', async () => {
    const { warnings, infos, log } = logger();
    const health = watchRedis(client, log);
    const recoveries: number[] = [];
    health.onRecovered(() => recoveries.push(Date.now()));
    const locks = createRedisLeaderLock(client, {
      prefix: uniquePrefix(),
      leaseMs: 1000,
      onUnavailable: (error) => health.fellBack('jobs', error),
    });
    let runs = 0;
    const stop = locks.scheduleExclusive('job', 50, async () => void (runs += 1), { firstDelayMs: 0 });
    const end = Date.now() + 5000;
    while (runs === 0 && Date.now() < end) await sleep(20);
    expect(runs).toBeGreaterThan(0);
    expect(health.up).toBe(true);

    await redis.stop();
    while (health.up && Date.now() < end) await sleep(20);
    expect(health.up).toBe(false);
    await sleep(200);
    const runsDuringOutage = runs;
    await sleep(200);
    expect(runs).toBe(runsDuringOutage);
    expect(health.fallbacks.jobs).toBeGreaterThan(0);

    await redis.start();
    const back = Date.now() + 10_000;
    while (!health.up && Date.now() < back) await sleep(20);
    expect(health.up).toBe(true);
    while (runs === runsDuringOutage && Date.now() < back) await sleep(20);
    expect(runs).toBeGreaterThan(runsDuringOutage);
    await stop();
    await locks.close();

    expect(warnings).toHaveLength(1);
    expect(infos).toHaveLength(1);
    expect(recoveries).toHaveLength(1);
    expect(health.outages).toBe(1);
    health.close();
  });
});
