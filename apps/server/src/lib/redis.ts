// Redis connections for a fleet of instances (REDIS_URL). Commands fail fast while Redis is away
// (one retry per request, no endless queue), and the client reconnects by itself with backoff.
import { Redis, type RedisOptions } from 'ioredis';

export type { Redis } from 'ioredis';

export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
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
