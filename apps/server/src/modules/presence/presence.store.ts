// Presence (last seen, last location) kept in memory and written to the users table in batches:
// a burst of pings from thousands of members becomes one transaction per flush interval, not one
// write per ping, and without Redis each member's row at most once a minute (PERSIST_EVERY_MS).
// Reads see the newest value whether or not it has been flushed (or is being flushed).
//
// Two stores share one interface: createMemoryPresenceStore (one instance, the default) and
// createRedisPresenceStore (a fleet: newest values live in Redis, and ONE instance at a time, the
// leader of 'presence-flush', moves them to the database in batches).
import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/database.js';
import type { LeaderLock } from '../../lib/leader-lock.js';
import type { Redis } from '../../lib/redis.js';

export interface PresenceUpdate {
  lastSeen: string;
  latitude?: number;
  longitude?: number;
}

export interface PresenceStore {
  touch(userId: number, at?: Date): void;
  setLocation(userId: number, latitude: number, longitude: number, at?: Date): void;
  /**
   * The newest presence of a user known to THIS instance that may not be in the database yet
   * (synchronous, for presenters). With Redis, other instances' updates are seen through read().
   */
  pending(userId: number): PresenceUpdate | undefined;
  /**
   * The newest presence the store knows, from any instance, whether or not it is in the database
   * yet; undefined sends the caller to the database.
   */
  read(userId: number): Promise<PresenceUpdate | undefined>;
  forget(userId: number): void;
  /** Writes every update waiting (the schedule started by start() may hold some back). */
  flush(): Promise<number>;
  /** Database rows written by flushes since start (reported by the benchmarks). */
  readonly writes: number;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** SQLite: members written per transaction before the event loop gets a turn. */
const SQLITE_ROWS_PER_TRANSACTION = 250;

/**
 * Writes a batch of presence updates; answers the rows written.
 *
 * PostgreSQL: the whole batch is ONE statement over five arrays (unnest), planned once and joined
 * to users once. In chunks of 250 a flush of 5,000 members was 20 statements, each planned and
 * scanning users, on the CPU the server runs on: the 10,000-member background mix missed its p99
 * target while they ran (npm run bench).
 *
 * SQLite runs synchronously, in this process: there the batch is written in id order, one prepared
 * single-row UPDATE per member, 250 members per transaction, and the event loop gets a turn between
 * transactions, so a flush of thousands of members never stalls the requests being served. In id
 * order, because users are stored in id order: neighbouring ids share pages, and SQLite copies every
 * page a transaction changed into its WAL. One statement per member, because the same statement is
 * prepared once (db/sqlite-statement-cache.ts), where an UPDATE ... FROM (VALUES ...) of 250 rows
 * was parsed, planned and materialized for every chunk. Issue 24, 40,000-member background mix
 * (npm run bench): a 5-second flush of about 13,000 members took 430 ms of the server's core that
 * way, and the requests behind each flush waited up to half a second (p99 263-338 ms); this way it
 * takes about 85 ms (p99 150-168 ms).
 */
export async function writePresenceBatch(db: DB, batch: Map<number, PresenceUpdate>): Promise<number> {
  // Never into a deleted account: erasure clears last seen and location and then forgets the member
  // here, but a flush that took the member before that may still be writing.
  if (batch.size === 0) return 0;
  const entries = [...batch].sort(([a], [b]) => a - b);
  // A ping (no latitude) keeps the stored location; a location report replaces it.
  const hasLocation = ({ latitude }: PresenceUpdate) => latitude !== undefined;
  if (isPostgres(db)) {
    const ids = entries.map(([userId]) => userId);
    const lastSeen = entries.map(([, update]) => update.lastSeen);
    const latitudes = entries.map(([, update]) => update.latitude ?? null);
    const longitudes = entries.map(([, update]) => (hasLocation(update) ? (update.longitude ?? null) : null));
    const located = entries.map(([, update]) => hasLocation(update));
    await sql`update users set
        last_seen = v.last_seen,
        latitude = case when v.has_location then v.latitude else users.latitude end,
        longitude = case when v.has_location then v.longitude else users.longitude end
      from unnest(${ids}::integer[], ${lastSeen}::text[], ${latitudes}::double precision[], ${longitudes}::double precision[], ${located}::boolean[])
        as v(id, last_seen, latitude, longitude, has_location)
      where users.id = v.id and users.deleted = 0`.execute(db);
    return batch.size;
  }
  for (let start = 0; start < entries.length; start += SQLITE_ROWS_PER_TRANSACTION) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const chunk = entries.slice(start, start + SQLITE_ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (const [userId, update] of chunk) {
        if (hasLocation(update))
          await sql`update users set last_seen = ${update.lastSeen}, latitude = ${update.latitude ?? null}, longitude = ${update.longitude ?? null} where id = ${userId} and deleted = 0`.execute(
            trx,
          );
        else await sql`update users set last_seen = ${update.lastSeen} where id = ${userId} and deleted = 0`.execute(trx);
      }
    });
  }
  return batch.size;
}

/**
 * Members whose newest presence one instance keeps in memory; past it the least recently updated
 * member is forgotten (their next read goes to the database, which has it once flushed). About 70-90
 * bytes each measured (a Map entry of two small integers, four doubles in a slab that grows by
 * doubling), so 12 MB at most, 3.4 MB for 40,000 members (docs/benchmarks.md, "Memory that grows
 * with members").
 */
const MEMORY_KNOWN_LIMIT = 200_000;

/** A member's place in the forgetting order moves with their updates at most this often. */
const REORDER_AFTER_MS = 60_000;

/** Numbers kept per member in the slab: last seen (epoch ms), latitude, longitude, written at. */
const FIELDS = 4;

/**
 * The scheduled flush writes a member's row at most once in this long (the newest values then);
 * stop() and an explicit flush() write everything waiting. Reads never wait for it: this instance
 * answers last-seen from memory, so the database only matters after a restart, and a crash loses
 * at most this much of a member's last seen ("Last seen N min ago" is to the minute anyway). The
 * same trade as GitLab's last_activity_on, written at most once a day, not on every request. Issue 24,
 * background mix (npm run bench): every member pings or reports a location about every 10 s, so at
 * 40,000 members each 5-s flush rewrote some 14,000 rows of users, which the WAL checkpoint then
 * copies, on the server's core. An A/B at 20,000 members (docs/benchmarks.md, 2026-11-27): p99
 * 65-70 ms once a minute against 88-111 ms on every flush, 305 rows written a second against 1,456.
 */
export const PERSIST_EVERY_MS = 60_000;

/**
 * The newest presence of up to `limit` members, least recently updated (to the minute) forgotten first. Kept as
 * numbers, not objects: a Map from member to a slot, and one Float64Array with each slot's last-seen
 * instant (epoch ms), location (NaN when none is known) and when it was last written to the database.
 * An object per member with its ISO string (and a second one waiting to be written) was 244 bytes a
 * member with a ping, 644 with a location (measured at 40,000 members); this was 80 with three numbers
 * a slot (88 with the fourth), and 36 more for an id waiting to be written.
 */
export class PresenceSlab {
  private readonly slots = new Map<number, number>(); // member -> slot; first key = least recently updated
  private readonly free: number[] = [];
  private values = new Float64Array(FIELDS * 1024);
  private used = 0;

  /**
   * `firstWrittenAt`: for a member new to the slab, the moment its first write counts from (see the
   * memory store's merge); NaN, "never written", by default.
   */
  constructor(
    private readonly limit = MEMORY_KNOWN_LIMIT,
    private readonly firstWrittenAt: () => number = () => NaN,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  /** Records an update; answers the member forgotten to make room, if any. */
  set(userId: number, lastSeenMs: number, latitude?: number, longitude?: number): number | undefined {
    let evicted: number | undefined;
    let slot = this.slots.get(userId);
    if (slot === undefined) {
      if (this.slots.size >= this.limit) {
        evicted = this.slots.keys().next().value as number;
        this.free.push(this.slots.get(evicted)!);
        this.slots.delete(evicted);
      }
      slot = this.free.pop() ?? this.newSlot();
      this.values[slot * FIELDS + 1] = NaN;
      this.values[slot * FIELDS + 2] = NaN;
      this.values[slot * FIELDS + 3] = this.firstWrittenAt();
      this.slots.set(userId, slot);
    } else if (lastSeenMs - this.values[slot * FIELDS]! >= REORDER_AFTER_MS) {
      // Re-inserted last: the most recently updated, to the minute. Not on every update: deleting
      // a Map key leaves its entry in the key's hash chain until the table is rebuilt, so a member
      // updated again and again made each update walk a longer chain (27 µs a set instead of
      // 0.24 with 10,000 members known; the bench's signed-in ping, one member over and over, at
      // 0.10 of bare). Once a minute a member adds one such entry at most.
      this.slots.delete(userId);
      this.slots.set(userId, slot);
    }
    this.values[slot * FIELDS] = lastSeenMs;
    if (latitude !== undefined) {
      this.values[slot * FIELDS + 1] = latitude;
      this.values[slot * FIELDS + 2] = longitude ?? NaN;
    }
    return evicted;
  }

  get(userId: number): PresenceUpdate | undefined {
    const slot = this.slots.get(userId);
    if (slot === undefined) return undefined;
    const update: PresenceUpdate = { lastSeen: new Date(this.values[slot * FIELDS]!).toISOString() };
    const latitude = this.values[slot * FIELDS + 1]!;
    if (!Number.isNaN(latitude)) {
      const longitude = this.values[slot * FIELDS + 2]!;
      update.latitude = latitude;
      update.longitude = Number.isNaN(longitude) ? undefined : longitude;
    }
    return update;
  }

  /**
   * When this member's presence was last written to the database (epoch ms), or for a member not
   * written since the start the moment its first write counts from (`firstWrittenAt`); NaN when
   * neither is set.
   */
  writtenAt(userId: number): number {
    const slot = this.slots.get(userId);
    return slot === undefined ? NaN : this.values[slot * FIELDS + 3]!;
  }

  markWritten(userId: number, atMs: number): void {
    const slot = this.slots.get(userId);
    if (slot !== undefined) this.values[slot * FIELDS + 3] = atMs;
  }

  has(userId: number): boolean {
    return this.slots.has(userId);
  }

  delete(userId: number): void {
    const slot = this.slots.get(userId);
    if (slot === undefined) return;
    this.slots.delete(userId);
    this.free.push(slot);
  }

  private newSlot(): number {
    if ((this.used + 1) * FIELDS > this.values.length) {
      const grown = new Float64Array(Math.min(this.values.length * 2, this.limit * FIELDS));
      grown.set(this.values);
      this.values = grown;
    }
    return this.used++;
  }
}

export function createMemoryPresenceStore(
  db: DB,
  onError: (error: unknown) => void = () => {},
  options: { knownLimit?: number; persistEveryMs?: number; now?: () => number } = {},
): PresenceStore {
  const persistEveryMs = options.persistEveryMs ?? PERSIST_EVERY_MS;
  const now = options.now ?? Date.now;
  // The newest presence of every member seen since start (up to MEMORY_KNOWN_LIMIT). One instance
  // sees every update, so this is exact: reads (the app polls last-seen every 10 s) are answered from
  // memory, during and after a flush, and the database is only asked about members not seen since
  // the start (or forgotten to make room).
  //
  // A member not written since the start is first written within a minute of being seen, at a
  // moment drawn at random in it (as if last written up to a minute ago), not by the next flush:
  // after a start every phone comes back within seconds, and writing all of them at once made
  // the first flushes of 40,000 members rewrite 40,000 rows together, seconds of the server's
  // core, and the traffic queued behind them for seconds (issue 24, npm run bench: the 40,000-member
  // mix's first 40 s at p50 9.2 s, its queue still draining into the measured minute). Spread
  // over the minute they are the steady rate of writes from the start. A crash still loses at most
  // a minute; stop() and flush() still write everyone waiting.
  const known = new PresenceSlab(options.knownLimit ?? MEMORY_KNOWN_LIMIT, () => now() - Math.random() * persistEveryMs);
  // Members whose newest presence is not in the database yet: ids only, the values are in `known`
  // (always a subset of it, so bounded by the same limit). A flush writes their values as of then.
  let pendingIds = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<number> | null = null;
  let writes = 0;

  function merge(userId: number, at: Date, latitude?: number, longitude?: number): void {
    const evicted = known.set(userId, at.getTime(), latitude, longitude);
    if (evicted !== undefined) pendingIds.delete(evicted);
    pendingIds.add(userId);
  }

  async function writeBatch(ids: Set<number>): Promise<number> {
    const batch = new Map<number, PresenceUpdate>();
    for (const userId of ids) {
      const update = known.get(userId);
      if (update) batch.set(userId, update);
    }
    const written = await writePresenceBatch(db, batch);
    const at = now();
    for (const userId of batch.keys()) known.markWritten(userId, at);
    writes += written;
    return written;
  }

  /** Takes the members to write now: all of them, or (scheduled) those not written for persistEveryMs. */
  function takeBatch(all: boolean): Set<number> {
    if (all) {
      const batch = pendingIds;
      pendingIds = new Set();
      return batch;
    }
    const batch = new Set<number>();
    const writtenBefore = now() - persistEveryMs;
    for (const userId of pendingIds) {
      // NaN: never (the slab gives every member a moment); taken as due.
      if (!(known.writtenAt(userId) > writtenBefore)) batch.add(userId);
    }
    for (const userId of batch) pendingIds.delete(userId);
    return batch;
  }

  async function flush(all: boolean): Promise<number> {
    if (flushing) await flushing;
    const batch = takeBatch(all);
    flushing = writeBatch(batch).catch((error: unknown) => {
      // Written again next time (with the newest values then), unless forgotten meanwhile.
      for (const userId of batch) if (known.has(userId)) pendingIds.add(userId);
      onError(error);
      return 0;
    });
    try {
      return await flushing;
    } finally {
      flushing = null;
    }
  }

  const store: PresenceStore = {
    touch(userId, at = new Date()) {
      merge(userId, at);
    },
    setLocation(userId, latitude, longitude, at = new Date()) {
      merge(userId, at, latitude, longitude);
    },
    pending(userId) {
      return pendingIds.has(userId) ? known.get(userId) : undefined;
    },
    async read(userId) {
      return known.get(userId);
    },
    forget(userId) {
      pendingIds.delete(userId);
      known.delete(userId);
    },
    flush() {
      return flush(true);
    },
    get writes() {
      return writes;
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => void flush(false), intervalMs);
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

export interface RedisPresenceOptions {
  prefix?: string;
  /** How long a user's newest presence stays in Redis after its last update (default 1 hour). */
  keyTtlMs?: number;
  /** Largest batch taken per flush transaction (default 2000). */
  batchSize?: number;
  /**
   * A ping, location or read that Redis could not take (default: onError). Called per request
   * while Redis is away, so it must not log each one (lib/redis-health.ts logs an outage once).
   */
  onUnavailable?: (error: unknown) => void;
}

/**
 * Redis-backed presence. touch/setLocation update this instance's view at once (so pending() stays
 * synchronous) and send the value to Redis (a hash per user plus a set of users to write). flush()
 * runs on whichever instance holds the 'presence-flush' lock; the schedule started by start() runs
 * it on the fleet's leader only.
 */
export function createRedisPresenceStore(
  db: DB,
  redis: Redis,
  locks: LeaderLock,
  onError: (error: unknown) => void = () => {},
  options: RedisPresenceOptions = {},
): PresenceStore {
  const prefix = options.prefix ?? 'rf:';
  const keyTtlMs = options.keyTtlMs ?? 3_600_000;
  const batchSize = options.batchSize ?? 2000;
  const onUnavailable = options.onUnavailable ?? onError;
  const dirtyKey = `${prefix}presence:dirty`;
  const userKey = (userId: number) => `${prefix}presence:u:${userId}`;
  // This instance's own recent updates, kept for a few flush intervals for pending().
  const local = new Map<number, PresenceUpdate & { at: number }>();
  let localTtlMs = 15_000;
  let stopSchedule: (() => Promise<void>) | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  let writes = 0;

  function send(userId: number, update: PresenceUpdate): void {
    const previous = local.get(userId);
    local.set(userId, { ...previous, ...update, at: Date.now() });
    const fields: Record<string, string> = { lastSeen: update.lastSeen };
    if (update.latitude !== undefined) {
      fields.latitude = String(update.latitude);
      fields.longitude = String(update.longitude ?? '');
    }
    redis
      .multi()
      .hset(userKey(userId), fields)
      .pexpire(userKey(userId), keyTtlMs)
      .sadd(dirtyKey, String(userId))
      .exec()
      .catch(onUnavailable);
  }

  function parse(hash: Record<string, string>): PresenceUpdate | undefined {
    if (!hash.lastSeen) return undefined;
    const update: PresenceUpdate = { lastSeen: hash.lastSeen };
    if (hash.latitude !== undefined && hash.latitude !== '') {
      update.latitude = Number(hash.latitude);
      update.longitude = hash.longitude ? Number(hash.longitude) : undefined;
    }
    return update;
  }

  async function flushOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = (await redis.spop(dirtyKey, batchSize)).map(Number).filter((id) => Number.isInteger(id));
      if (ids.length === 0) break;
      const pipeline = redis.pipeline();
      for (const id of ids) pipeline.hgetall(userKey(id));
      const results = (await pipeline.exec()) ?? [];
      const batch = new Map<number, PresenceUpdate>();
      ids.forEach((id, index) => {
        const [error, hash] = results[index] ?? [];
        const update = !error && hash ? parse(hash as Record<string, string>) : undefined;
        if (update) batch.set(id, update);
      });
      try {
        const written = await writePresenceBatch(db, batch);
        writes += written;
        total += written;
      } catch (error) {
        // Put them back for the next flush: the values are still in Redis.
        await redis.sadd(dirtyKey, ...ids.map(String)).catch(() => {});
        throw error;
      }
      if (ids.length < batchSize) break;
    }
    return total;
  }

  const store: PresenceStore = {
    touch(userId, at = new Date()) {
      send(userId, { lastSeen: at.toISOString() });
    },
    setLocation(userId, latitude, longitude, at = new Date()) {
      send(userId, { lastSeen: at.toISOString(), latitude, longitude });
    },
    pending(userId) {
      const entry = local.get(userId);
      if (!entry) return undefined;
      const { at: _at, ...update } = entry;
      return update;
    },
    async read(userId) {
      try {
        return parse(await redis.hgetall(userKey(userId))) ?? store.pending(userId);
      } catch (error) {
        // Redis away: this instance's own view, then the database (the caller's fallback).
        onUnavailable(error);
        return store.pending(userId);
      }
    },
    forget(userId) {
      local.delete(userId);
      redis.multi().del(userKey(userId)).srem(dirtyKey, String(userId)).exec().catch(onUnavailable);
    },
    async flush() {
      try {
        const result = await locks.runExclusive('presence-flush', flushOnce, { ttlMs: 60_000 });
        return result.ran ? result.value : 0;
      } catch (error) {
        onError(error);
        return 0;
      }
    },
    get writes() {
      return writes;
    },
    start(intervalMs) {
      if (stopSchedule) return;
      localTtlMs = Math.max(15_000, intervalMs * 3);
      stopSchedule = locks.scheduleExclusive('presence-flush', intervalMs, flushOnce, { onError });
      sweepTimer = setInterval(() => {
        const cutoff = Date.now() - localTtlMs;
        for (const [id, entry] of local) if (entry.at < cutoff) local.delete(id);
      }, intervalMs);
      sweepTimer.unref();
    },
    async stop() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      if (stopSchedule) await stopSchedule();
      stopSchedule = null;
      // A stopping instance writes what is waiting, so a rolling restart loses nothing.
      await store.flush();
    },
  };
  return store;
}
