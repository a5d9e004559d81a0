// Presence (last seen, last location) kept in memory and written to the users table in batches:
// a burst of pings from thousands of members becomes one transaction per flush interval, not one
// write per ping. Reads see the newest value whether or not it has been flushed.
import type { DB } from '../../db/database.js';

export interface PresenceUpdate {
  lastSeen: string;
  latitude?: number;
  longitude?: number;
}

export interface PresenceStore {
  touch(userId: number, at?: Date): void;
  setLocation(userId: number, latitude: number, longitude: number, at?: Date): void;
  /** The newest known presence of a user that is not yet in the database, if any. */
  pending(userId: number): PresenceUpdate | undefined;
  forget(userId: number): void;
  flush(): Promise<number>;
  /** Database rows written by flushes since start (reported by the benchmarks). */
  readonly writes: number;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createMemoryPresenceStore(db: DB, onError: (error: unknown) => void = () => {}): PresenceStore {
  let pendingUpdates = new Map<number, PresenceUpdate>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<number> | null = null;
  let writes = 0;

  function merge(userId: number, update: PresenceUpdate): void {
    const previous = pendingUpdates.get(userId);
    pendingUpdates.set(userId, { ...previous, ...update });
  }

  async function writeBatch(batch: Map<number, PresenceUpdate>): Promise<number> {
    if (batch.size === 0) return 0;
    await db.transaction().execute(async (trx) => {
      for (const [userId, update] of batch) {
        await trx
          .updateTable('users')
          .set({
            last_seen: update.lastSeen,
            ...(update.latitude !== undefined ? { latitude: update.latitude, longitude: update.longitude ?? null } : {}),
          })
          .where('id', '=', userId)
          .execute();
      }
    });
    writes += batch.size;
    return batch.size;
  }

  const store: PresenceStore = {
    touch(userId, at = new Date()) {
      merge(userId, { lastSeen: at.toISOString() });
    },
    setLocation(userId, latitude, longitude, at = new Date()) {
      merge(userId, { lastSeen: at.toISOString(), latitude, longitude });
    },
    pending(userId) {
      return pendingUpdates.get(userId);
    },
    forget(userId) {
      pendingUpdates.delete(userId);
    },
    async flush() {
      if (flushing) await flushing;
      const batch = pendingUpdates;
      pendingUpdates = new Map();
      flushing = writeBatch(batch).catch((error: unknown) => {
        // Keep what could not be written, unless something newer arrived meanwhile.
        for (const [userId, update] of batch) if (!pendingUpdates.has(userId)) pendingUpdates.set(userId, update);
        onError(error);
        return 0;
      });
      try {
        return await flushing;
      } finally {
        flushing = null;
      }
    },
    get writes() {
      return writes;
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void store.flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await store.flush();
    },
  };
  return store;
}
