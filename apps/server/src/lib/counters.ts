// Fixed-window counters for rate limits that @fastify/rate-limit cannot key (per mobile number).
// In memory for one instance; in Redis (createRedisCounterStore) for a fleet, so a limit holds
// however the load balancer spreads the requests.
import { ServiceUnavailableError } from './errors.js';
import type { Redis } from './redis.js';

export interface CounterStore {
  /** Counts one hit on `key` in the current window; answers the count so far and the time left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

export function createMemoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
  };
}

// INCR and, on the first hit of a window, set its expiry: atomically, so no key lives forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export function createRedisCounterStore(redis: Redis, prefix = 'rf:'): CounterStore {
  return {
    async hit(key, windowMs) {
      let answer: [number, number];
      try {
        answer = (await redis.eval(HIT_SCRIPT, 1, `${prefix}counter:${key}`, String(windowMs))) as [number, number];
      } catch {
        // The limit cannot be checked: refuse for now (these guard sign-in) rather than fail open.
        throw new ServiceUnavailableError('The service is busy, please try again shortly', 5, 'unavailable');
      }
      return { count: Number(answer[0]), resetInMs: Number(answer[1]) };
    },
  };
}
