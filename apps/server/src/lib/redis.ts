// Redis connections for a fleet of instances (REDIS_URL). Commands fail at once while Redis is
// away (no offline queue: a request never waits for a reconnect), and the client reconnects by
// itself with backoff. The subscriber connection keeps its queue (subscriptions are replayed).
import { Redis, type RedisOptions } from 'ioredis';

export type { Redis } from 'ioredis';

export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableReadyCheck: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...options,
  });
  // Errors surface on the commands; an unhandled 'error' event must not crash the process.
  client.on('error', () => {});
  return client;
}

/** Closes a client, politely when it is connected, at once otherwise. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}

/** Waits (a little) for the first connection, so the first requests find Redis ready; never throws. */
export async function waitForRedis(client: Redis, timeoutMs = 2000): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
}

/** The two connections of an instance in a fleet: commands, and the bus's subscriber (it keeps its queue). */
export interface RedisClients {
  redis: Redis;
  subscriber: Redis;
  /** Whether Redis answered within waitForRedis's wait at start. */
  ready: boolean;
  close(): Promise<void>;
}

export async function openRedisClients(url: string): Promise<RedisClients> {
  const redis = createRedis(url);
  const subscriber = createRedis(url, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  return {
    redis,
    subscriber,
    ready: await waitForRedis(redis),
    async close() {
      await closeRedis(subscriber);
      await closeRedis(redis);
    },
  };
}
