// Redis for tests: TEST_REDIS_URL or a local one. Tests that need it use `describe.skipIf(!hasRedis)`
// and say so; REQUIRE_FULL_SUITE=1 turns a missing Redis into a failure (see redisRequiredButMissing).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export async function probeRedis(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const hasRedis = await probeRedis();
if (!hasRedis) {
  const message = `No Redis answered at ${TEST_REDIS_URL}: the Redis-backed tests are skipped (set TEST_REDIS_URL or start redis-server).`;
  if (process.env.REQUIRE_FULL_SUITE === '1') throw new Error(`REQUIRE_FULL_SUITE=1: ${message}`);
  console.warn(message);
}

/** A key prefix of its own, so test files sharing one Redis never see each other's keys. */
export function uniquePrefix(): string {
  return `rft${randomBytes(5).toString('hex')}:`;
}

/**
 * Waits until Redis counts at least `count` subscribers on `channel` (PUBSUB NUMSUB): a message
 * published before a SUBSCRIBE has reached Redis is lost, and a fixed pause is not enough on a
 * busy machine. Throws after `ms`.
 */
export async function waitForSubscribers(channel: string, count: number, ms = 5000): Promise<void> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    const end = Date.now() + ms;
    for (;;) {
      // A busy machine may refuse or time out this probe's own connection once: try again until the end.
      const [, subscribers] = (await client.pubsub('NUMSUB', channel).catch((error: Error) => [channel, error.message])) as [
        string,
        unknown,
      ];
      if (Number(subscribers) >= count) return;
      if (Date.now() > end) throw new Error(`Redis counted ${subscribers} subscribers on ${channel} after ${ms} ms, expected ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    client.disconnect();
  }
}

export const hasRedisServer = existsSync(REDIS_SERVER);

/**
 * A redis-server of the test's own on a free port (never the shared one: tests stop and start it),
 * keeping nothing on disk, so each start is an empty Redis, as after a restart. Needs the
 * `redis-server` binary (Debian's redis-server package); check `hasRedisServer` first.
 */
export interface OwnRedis {
  url: string;
  port: number;
  /** Starts it (again, on the same port) and waits until it answers. */
  start(): Promise<void>;
  /** SIGKILL (an outage, not a shutdown) and waits for the exit. */
  stop(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      const started = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      child = started;
      started.once('exit', () => {
        if (child === started) child = null;
      });
      const end = Date.now() + 10_000;
      while (!(await probeRedis(own.url))) {
        if (Date.now() > end || child !== started) throw new Error(`redis-server on port ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      if (running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await own.start();
  return own;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
