// Every authenticated request must know that its token is not revoked and that its account still
// exists with the role the token is used for. Asking the database on every request made that check
// most of the cost of the traffic signed-in phones send all day (pings, locations, last-seen), so
// the answer is cached per token and dropped when it may have changed:
//
// - Each account has a generation. Anything that revokes a token or changes an account's role or
//   deleted flag calls accountChanged(userId) after its write has committed, which gives it a new
//   generation; a cached answer taken under an older generation is not used again.
// - In one process (no REDIS_URL) the generation lives in memory, which is exact: every change goes
//   through this process. With REDIS_URL (several instances) it lives in Redis as well, and every
//   request reads it there (one GET, far cheaper than the database), so a sign-out on one instance
//   is refused by the next request on any other. When Redis cannot answer, the database is asked.
// - Generations are read BEFORE the database, so a change landing during that read leaves the
//   stored answer already outdated, never wrongly fresh.
// - The checks that miss are asked in batches (DataLoader): those arriving in the same turn of the
//   event loop become one read of users and one of revoked_tokens. After a restart every phone's
//   first request misses at once, and one query per request made the first seconds of 10,000
//   members queue for seconds (npm run bench, "first 20 s after the start").
// - Answers are kept at most CACHE_TTL_MS, which bounds changes made outside the server (SQL by
//   hand, the create-admin command run while the server is up). Each answer's life is drawn between
//   half of that and all of it, so the answers taken when thousands of phones come back at once
//   (a restart) do not all expire, and go to the database, in the same second.
import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { normalizeRole, type RoleName } from '@rhythmfit/contracts';
import type { DB } from '../db/database.js';
import type { RedisHealth } from '../lib/redis-health.js';
import type { Redis } from '../lib/redis.js';

export const CACHE_TTL_MS = 60_000;
/**
 * Tokens whose answer is kept; past it the least recently stored goes first. About 130 bytes each
 * measured (the jti key is the string the verified-token cache already holds): 13 MB at most, 5 MB
 * for 40,000 members (docs/benchmarks.md, "Memory that grows with members").
 */
const SESSION_CACHE_MAX_ENTRIES = 100_000;

interface Entry {
  userId: number;
  role: RoleName;
  /** `changeSeq` when the database was asked: the answer holds if the account changed no later. */
  seq: number;
  remoteGeneration: string | null;
  expiresAt: number;
}

export interface SessionCheck {
  userId: number;
  jti: string;
}

/** What the database says of a token's account: null when the account does not exist. */
interface AccountState {
  role: string;
  deleted: boolean;
  revoked: boolean;
}

/** Largest batch: keeps each statement's IN lists short. */
const MAX_BATCH = 200;

export class SessionCache {
  private readonly entries = new Map<string, Entry>(); // by jti; first key = least recently stored
  /**
   * Accounts changed in the last CACHE_TTL_MS: the `changeSeq` of their latest change, oldest change
   * first. An answer read before that change is not used again; an answer's life is counted from
   * when it was read, so once CACHE_TTL_MS has passed none read before the change is left and the
   * record goes: this map holds only the changes of the last minute, never one per member.
   */
  private readonly changes = new Map<number, { seq: number; at: number }>();
  private changeSeq = 0;
  hits = 0;
  misses = 0;
  /** Database reads made for missed checks (each a batch). */
  batches = 0;
  private readonly loader = new DataLoader<SessionCheck, AccountState | null, string>((checks) => this.readAccounts(checks), {
    cache: false, // this class is the cache; the loader only batches
    maxBatchSize: MAX_BATCH,
    // One batch per turn of the event loop: requests from many sockets arrive in one turn.
    batchScheduleFn: (run) => setImmediate(run),
  });

  private readonly redis: Redis | null;
  private readonly health: RedisHealth | null;

  /**
   * `shared`: the fleet's Redis and how this instance sees it. While Redis is away every check asks
   * the database (counted as a fallback); when it answers again the answers cached before are
   * dropped: a change made meanwhile on another instance could not reach Redis, and a Redis that
   * came back empty answers the same generation an old answer was taken under.
   */
  constructor(
    private readonly db: DB,
    shared: { client: Redis; health: RedisHealth | null } | null = null,
    private readonly prefix = 'rf:',
    private readonly ttlMs = CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {
    this.redis = shared?.client ?? null;
    this.health = shared?.health ?? null;
    this.health?.onRecovered(() => this.entries.clear());
  }

  private remoteKey(userId: number): string {
    return `${this.prefix}acctgen:${userId}`;
  }

  /** The account's role when the token may be used, null when it must be refused. */
  /** Entries kept (for tests and the benchmarks' memory table). */
  get size(): number {
    return this.entries.size;
  }

  /** Accounts whose recent change is remembered (for tests). */
  get changesRemembered(): number {
    return this.changes.size;
  }

  async check({ userId, jti }: SessionCheck): Promise<RoleName | null> {
    const seq = this.changeSeq;
    const readAt = Date.now();
    let remoteGeneration: string | null = null;
    let cacheable = true;
    if (this.redis) {
      try {
        remoteGeneration = (await this.redis.get(this.remoteKey(userId))) ?? '0';
        this.health?.answered();
      } catch (error) {
        cacheable = false; // Redis away: nothing cached can be trusted, nor stored
        this.health?.fellBack('sessions', error);
      }
    }
    const entry = this.entries.get(jti);
    if (
      cacheable &&
      entry &&
      entry.userId === userId &&
      entry.expiresAt > Date.now() && // now, not readAt: a change forgotten meanwhile is older than this entry's life
      entry.seq >= (this.changes.get(userId)?.seq ?? 0) &&
      entry.remoteGeneration === remoteGeneration
    ) {
      this.hits += 1;
      return entry.role;
    }
    this.misses += 1;
    this.forgetOldChanges(readAt);
    const account = await this.loader.load({ userId, jti });
    if (!account || account.deleted || account.revoked) {
      this.entries.delete(jti);
      return null;
    }
    const role = normalizeRole(account.role);
    if (cacheable) {
      this.entries.delete(jti); // re-inserted last
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(jti, { userId, role, seq, remoteGeneration, expiresAt: readAt + this.ttlMs * (0.5 + Math.random() / 2) });
    }
    return role;
  }

  /** Changes older than every answer's life can no longer be confused with a cached answer. */
  private forgetOldChanges(now: number): void {
    for (const [id, change] of this.changes) {
      if (change.at > now - this.ttlMs) break;
      this.changes.delete(id);
    }
  }

  private async readAccounts(checks: readonly SessionCheck[]): Promise<(AccountState | null)[]> {
    this.batches += 1;
    const userIds = [...new Set(checks.map((check) => check.userId))];
    const jtis = [...new Set(checks.map((check) => check.jti))];
    const [users, revoked] = await Promise.all([
      this.db.selectFrom('users').select(['id', 'role', 'deleted']).where('id', 'in', userIds).execute(),
      this.db.selectFrom('revoked_tokens').select('jti').where('jti', 'in', jtis).execute(),
    ]);
    const byId = new Map(users.map((user) => [Number(user.id), user]));
    const revokedJtis = new Set(revoked.map((row) => row.jti));
    return checks.map(({ userId, jti }) => {
      const user = byId.get(userId);
      return user ? { role: user.role, deleted: Boolean(user.deleted), revoked: revokedJtis.has(jti) } : null;
    });
  }

  /**
   * Call after a committed change that can refuse or re-role an account's tokens (sign-out, role
   * change, deletion, restore). With Redis, answers once every instance will see it.
   */
  async accountChanged(userId: number): Promise<void> {
    const now = Date.now();
    this.forgetOldChanges(now);
    this.changeSeq += 1;
    this.changes.delete(userId); // re-inserted last: the map stays ordered by change time
    this.changes.set(userId, { seq: this.changeSeq, at: now });
    if (this.redis) {
      // A value never used before (not a counter: Redis keeps nothing on disk, and a counter
      // restarted from zero could come back to a value an old cached answer was taken under). It
      // outlives every cached answer, then goes. If Redis cannot take it, other instances fall
      // back to the database while Redis is away; their cached answers outlive this change at
      // most CACHE_TTL_MS. Tried twice.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await this.redis.set(this.remoteKey(userId), randomUUID(), 'PX', Math.max(this.ttlMs * 4, 600_000));
          return;
        } catch (error) {
          // retried once
          if (attempt === 1) this.health?.fellBack('sessions', error);
        }
      }
    }
  }
}
