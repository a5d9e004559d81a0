// Fixed-window counters for rate limits that @fastify/rate-limit cannot key (per mobile number).
// In memory for one instance; a shared store can implement the same interface for a fleet.
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
