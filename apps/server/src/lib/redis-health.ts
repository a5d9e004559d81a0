// How this instance sees its Redis (REDIS_URL), for everything that falls back while Redis is away.
//
// Each use of Redis on a request's path has a fallback of its own (rate limits count in this
// instance's memory, session checks ask the database, presence keeps this instance's view, live
// events reach this instance's streams, jobs wait); what they share is here: one warning when Redis
// stops answering and one line when it answers again (never a line per request), the fallbacks
// counted by use for /metrics, and listeners told when Redis is back (e.g. open live streams are
// told to refetch what other instances sent meanwhile).
//
// Redis is "down" from the first failed command or lost connection until the connection is ready
// again or a command succeeds (a command can fail on a connection that stays up, e.g. Redis out of
// memory: then no 'ready' event would ever come).
import type { Redis } from './redis.js';

export const REDIS_USES = ['rate_limits', 'sessions', 'presence', 'live_events', 'bus', 'jobs'] as const;
export type RedisUse = (typeof REDIS_USES)[number];

interface Logger {
  warn(object: object, message: string): void;
  info(message: string): void;
}

export interface RedisHealth {
  /** False while Redis is known not to answer. */
  readonly up: boolean;
  /** Whether a command can be sent now without failing at once (the connection is ready). */
  readonly connected: boolean;
  /** A use of Redis could not reach it and fell back: counted, and logged once per outage. */
  fellBack(use: RedisUse, error?: unknown): void;
  /** A command answered: ends an outage that no reconnection would end. Cheap when up. */
  answered(): void;
  /** Fallbacks so far, by use (the counter /metrics shows). */
  readonly fallbacks: Readonly<Record<RedisUse, number>>;
  /** Outages so far (each logged once). */
  readonly outages: number;
  /** Called each time Redis answers again after an outage; answers a function that unsubscribes. */
  onRecovered(listener: () => void): () => void;
  close(): void;
}

export function watchRedis(client: Redis, log: Logger): RedisHealth {
  const fallbacks = Object.fromEntries(REDIS_USES.map((use) => [use, 0])) as Record<RedisUse, number>;
  const listeners = new Set<() => void>();
  let up = true;
  let outages = 0;

  const down = (reason: object) => {
    if (!up) return;
    up = false;
    outages += 1;
    log.warn(
      reason,
      'Redis is not answering: rate limits count in each instance, session checks ask the database, live events stay on their instance and jobs wait, until it answers again',
    );
  };
  const recovered = () => {
    if (up) return;
    up = true;
    log.info('Redis answers again: shared rate limits, sessions, presence, live events and jobs are back');
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // One listener must not stop the others.
      }
    }
  };
  const onClose = () => down({ connection: client.status });
  client.on('close', onClose);
  client.on('ready', recovered);
  if (client.status !== 'ready') down({ connection: client.status });

  return {
    get up() {
      return up;
    },
    get connected() {
      return client.status === 'ready';
    },
    fellBack(use, error) {
      fallbacks[use] += 1;
      down({ use, err: error });
    },
    answered() {
      if (!up) recovered();
    },
    fallbacks,
    get outages() {
      return outages;
    },
    onRecovered(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      client.off('close', onClose);
      client.off('ready', recovered);
      listeners.clear();
    },
  };
}
