// The store of every rate limit in a fleet (@fastify/rate-limit's custom `store`): the plugin's own
// Redis store, shared by every instance, and while Redis cannot be reached the plugin's own
// in-memory store on this instance, with the same limits. So a Redis outage neither lifts the
// limits (a per-mobile limit skipped would let anyone try passwords and codes without end) nor
// refuses sign-in to everyone (a limit that fails closed); it counts per instance until Redis
// answers again, then the shared counters take over. Neither counter is carried over to the other:
// a window starts again on each switch, as it does after a Redis restart.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisHealth } from './redis-health.js';
import type { Redis } from './redis.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** Both stores the plugin ships also read a counter without counting (`{ increment: false }`). */
type Store = FastifyRateLimitStore & { read(key: string, callback: Callback, timeWindow: number, max: number): void };

/** What the plugin passes a store's constructor: its merged options, booleans defaulted. */
interface StoreOptions extends FastifyRateLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: Redis,
    private readonly health: RedisHealth,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    // Not connected: straight to this instance's counters (the command would only fail).
    if (this.redis.status !== 'ready') {
      this.health.fellBack('rate_limits');
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (error) {
          this.health.fellBack('rate_limits', error);
          this.local[method](key, callback, timeWindow, max);
          return;
        }
        this.health.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    return new RedisOrLocalStore(
      this.shared.child(routeOptions) as Store,
      this.local.child(routeOptions) as Store,
      this.redis,
      this.health,
    );
  }
}

/**
 * The `store` option of @fastify/rate-limit for a fleet: counters under `nameSpace` in Redis, in
 * this instance's memory while Redis is away (reported to `health`: counted and logged once).
 */
export function redisOrLocalRateLimitStore(redis: Redis, nameSpace: string, health: RedisHealth): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor(options: StoreOptions) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace) as Store,
        new LocalStore(continueExceeding, exponentialBackoff, options.cache) as Store,
        redis,
        health,
      );
    }
  };
}
