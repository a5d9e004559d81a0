// Jobs that must run once across the fleet, not once per instance.
//
// - runExclusive(name, fn): runs fn unless another run of `name` is in progress anywhere; answers
//   { ran: false } when it was skipped. The Redis lock is SET NX PX with a random token, renewed
//   while fn runs and released only by its owner, so a crashed holder frees it after ttlMs.
// - scheduleExclusive(name, intervalMs, fn): every instance ticks, but only the current leader of
//   `name` runs fn. Leadership is a Redis key held with a TTL and renewed; when the leader dies,
//   another instance takes over within leaseMs. Answers a function that stops the schedule.
//
// Without Redis (one instance) both degrade to an in-process guard with the same behaviour.
import { randomBytes } from 'node:crypto';
import type { Redis } from './redis.js';

export interface ScheduleOptions {
  /** Delay before the first tick (default: intervalMs). */
  firstDelayMs?: number;
  /** Called when fn throws or the lock store fails; the schedule keeps going. */
  onError?: (error: unknown) => void;
}

export interface LeaderLock {
  runExclusive<T>(name: string, fn: () => Promise<T>, options?: { ttlMs?: number }): Promise<{ ran: true; value: T } | { ran: false }>;
  scheduleExclusive(name: string, intervalMs: number, fn: () => Promise<unknown>, options?: ScheduleOptions): () => Promise<void>;
  /** Is this instance the leader of `name` right now (scheduled jobs)? */
  isLeader(name: string): Promise<boolean>;
  /** Stops every schedule and gives up held leaderships. */
  close(): Promise<void>;
}

const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

function schedule(intervalMs: number, options: ScheduleOptions, tick: () => Promise<void>): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  let interval: NodeJS.Timeout | null = null;
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, intervalMs);
    interval.unref();
  }, options.firstDelayMs ?? intervalMs);
  first.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
  };
}

export function createMemoryLeaderLock(): LeaderLock {
  const busy = new Set<string>();
  const schedules = new Set<{ stop: () => Promise<void> }>();
  const lock: LeaderLock = {
    async runExclusive(name, fn) {
      if (busy.has(name)) return { ran: false };
      busy.add(name);
      try {
        return { ran: true, value: await fn() };
      } finally {
        busy.delete(name);
      }
    },
    scheduleExclusive(name, intervalMs, fn, options = {}) {
      const handle = schedule(intervalMs, options, async () => {
        await lock.runExclusive(name, fn);
      });
      schedules.add(handle);
      return async () => {
        schedules.delete(handle);
        await handle.stop();
      };
    },
    async isLeader() {
      return true;
    },
    async close() {
      await Promise.all([...schedules].map((s) => s.stop()));
      schedules.clear();
    },
  };
  return lock;
}

export interface RedisLeaderLockOptions {
  prefix?: string;
  /** How long a leadership survives its holder without renewal (default 15 s). */
  leaseMs?: number;
  /**
   * A scheduled run skipped because Redis could not say who leads (default: the schedule's
   * onError). While Redis is away no instance runs the jobs; they run again once it answers.
   */
  onUnavailable?: (error: unknown) => void;
}

export function createRedisLeaderLock(redis: Redis, options: RedisLeaderLockOptions = {}): LeaderLock {
  const prefix = options.prefix ?? 'rf:';
  const leaseMs = options.leaseMs ?? 15_000;
  const instanceId = randomBytes(12).toString('hex');
  const schedules = new Set<{ stop: () => Promise<void> }>();
  const leaderships = new Map<string, NodeJS.Timeout>();
  const lockKey = (name: string) => `${prefix}lock:${name}`;
  const leaderKey = (name: string) => `${prefix}leader:${name}`;

  async function acquireOrRenewLeadership(name: string): Promise<boolean> {
    const key = leaderKey(name);
    const renewed = Number(await redis.eval(RENEW_SCRIPT, 1, key, instanceId, String(leaseMs)));
    if (renewed === 1) return true;
    return (await redis.set(key, instanceId, 'PX', leaseMs, 'NX')) === 'OK';
  }

  function keepLeadership(name: string): void {
    if (leaderships.has(name)) return;
    // Renew well inside the lease, so a long job or a long interval never loses it by accident.
    const timer = setInterval(
      () => {
        void acquireOrRenewLeadership(name).catch(() => {});
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    leaderships.set(name, timer);
  }

  const lock: LeaderLock = {
    async runExclusive(name, fn, runOptions = {}) {
      const ttlMs = runOptions.ttlMs ?? 30_000;
      const token = `${instanceId}:${randomBytes(6).toString('hex')}`;
      const key = lockKey(name);
      if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return { ran: false };
      const renew = setInterval(
        () => {
          void redis.eval(RENEW_SCRIPT, 1, key, token, String(ttlMs)).catch(() => {});
        },
        Math.max(100, Math.floor(ttlMs / 3)),
      );
      renew.unref();
      try {
        return { ran: true, value: await fn() };
      } finally {
        clearInterval(renew);
        await redis.eval(RELEASE_SCRIPT, 1, key, token).catch(() => {});
      }
    },
    scheduleExclusive(name, intervalMs, fn, scheduleOptions = {}) {
      keepLeadership(name);
      // Try at once so the first tick already knows who leads.
      void acquireOrRenewLeadership(name).catch(() => {});
      const handle = schedule(intervalMs, scheduleOptions, async () => {
        let leading: boolean;
        try {
          leading = await acquireOrRenewLeadership(name);
        } catch (error) {
          if (!options.onUnavailable) throw error;
          options.onUnavailable(error);
          return;
        }
        if (!leading) return;
        // The leader still takes the run lock: a leadership hand-over during a long run must not
        // start a second run elsewhere.
        await lock.runExclusive(name, fn, { ttlMs: Math.max(leaseMs, 30_000) });
      });
      schedules.add(handle);
      return async () => {
        schedules.delete(handle);
        await handle.stop();
      };
    },
    async isLeader(name) {
      return (await redis.get(leaderKey(name))) === instanceId;
    },
    async close() {
      await Promise.all([...schedules].map((s) => s.stop()));
      schedules.clear();
      for (const [name, timer] of leaderships) {
        clearInterval(timer);
        await redis.eval(RELEASE_SCRIPT, 1, leaderKey(name), instanceId).catch(() => {});
      }
      leaderships.clear();
    },
  };
  return lock;
}
