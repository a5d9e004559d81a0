import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLeaderLock, createRedisLeaderLock, type LeaderLock } from './leader-lock.js';
import { createRedis, closeRedis, waitForRedis, type Redis } from './redis.js';
import { hasRedis, TEST_REDIS_URL, uniquePrefix } from '../../test/redis.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Polled (a busy machine only makes this slower, never wrong), not slept for.
const waitUntil = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000, interval: 10 });

describe('memory leader lock (one instance)', () => {
  it('runExclusive skips a second run while the first is in progress', async () => {
    const lock = createMemoryLeaderLock();
    let release!: () => void;
    const first = lock.runExclusive('job', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    expect(await lock.runExclusive('job', async () => 'second')).toEqual({ ran: false });
    expect(await lock.runExclusive('other', async () => 'other')).toEqual({ ran: true, value: 'other' });
    release();
    expect(await first).toEqual({ ran: true, value: 'done' });
    expect(await lock.runExclusive('job', async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it('scheduleExclusive ticks and stops', async () => {
    const lock = createMemoryLeaderLock();
    let runs = 0;
    const stop = lock.scheduleExclusive(
      'tick',
      30,
      async () => {
        runs += 1;
      },
      { firstDelayMs: 0 },
    );
    await sleep(200);
    await stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(3);
    await sleep(100);
    expect(runs).toBe(seen);
    await lock.close();
  });
});

describe.skipIf(!hasRedis)('redis leader lock (a fleet)', () => {
  const clients: Redis[] = [];
  const locks: LeaderLock[] = [];
  const make = async (prefix: string, leaseMs = 15_000) => {
    const client = createRedis(TEST_REDIS_URL);
    await waitForRedis(client);
    clients.push(client);
    const lock = createRedisLeaderLock(client, { prefix, leaseMs });
    locks.push(lock);
    return lock;
  };
  afterEach(async () => {
    await Promise.all(locks.splice(0).map((l) => l.close()));
    await Promise.all(clients.splice(0).map((c) => closeRedis(c)));
  });

  it('runExclusive runs on one instance at a time and frees the lock afterwards', async () => {
    const prefix = uniquePrefix();
    const a = await make(prefix);
    const b = await make(prefix);
    let release!: () => void;
    const first = a.runExclusive('erasure', () => new Promise<number>((resolve) => (release = () => resolve(1))));
    await sleep(50);
    expect(await b.runExclusive('erasure', async () => 2)).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: 1 });
    expect(await b.runExclusive('erasure', async () => 3)).toEqual({ ran: true, value: 3 });
  });

  it('a scheduled job runs on the leader only, and another instance takes over when the leader goes', async () => {
    const prefix = uniquePrefix();
    const a = await make(prefix, 600);
    const b = await make(prefix, 600);
    const runs = { a: 0, b: 0 };
    const stopA = a.scheduleExclusive(
      'flush',
      50,
      async () => {
        runs.a += 1;
      },
      { firstDelayMs: 0 },
    );
    await sleep(100);
    b.scheduleExclusive(
      'flush',
      50,
      async () => {
        runs.b += 1;
      },
      { firstDelayMs: 0 },
    );
    await waitUntil(() => runs.a > 8);
    expect(runs.b).toBe(0);
    expect(await a.isLeader('flush')).toBe(true);
    expect(await b.isLeader('flush')).toBe(false);

    // The leader stops (and gives up its leadership): b leads from then on.
    await stopA();
    await a.close();
    const aRuns = runs.a;
    await waitUntil(() => runs.b > 3);
    expect(runs.a).toBe(aRuns);
    expect(await b.isLeader('flush')).toBe(true);
  });

  it('a crashed leader (no release) is replaced once its lease runs out', async () => {
    const prefix = uniquePrefix();
    const client = createRedis(TEST_REDIS_URL);
    await waitForRedis(client);
    clients.push(client);
    const b = await make(prefix, 400);
    // Someone else holds the leadership and then vanishes without releasing it. The lease starts
    // when Redis receives the SET, so no earlier than setAt.
    const setAt = Date.now();
    await client.set(`${prefix}leader:job`, 'dead-instance', 'PX', 1000);
    let firstRunAt = 0;
    b.scheduleExclusive(
      'job',
      50,
      async () => {
        firstRunAt ||= Date.now();
      },
      { firstDelayMs: 0 },
    );
    await waitUntil(() => firstRunAt > 0);
    // Not before the dead leader's lease ran out.
    expect(firstRunAt - setAt).toBeGreaterThanOrEqual(1000);
  });
});
