// The version of each shared list that clients poll: the entity tag of a conditional read
// (plugins/http-caching.ts) that is answered 304 without reading the list.
//
// - In the database (list_versions): every write to a list bumps its version in the write's own
//   transaction (`write`), so the version can never say "unchanged" about a committed change,
//   and a new or restarted instance reads the right version on first use.
// - In memory on each instance: the conditional read compares against it without a query. A
//   write moves it only after its transaction committed (a reader must never see a version whose
//   rows it cannot read yet), and tells the other instances over the bus (LIST_CHANGED). Versions
//   only grow, so messages that arrive late or out of order never move a list backwards.
// - Every REVALIDATE_MS the next reader of a list also re-reads its version in the background (not
//   waiting for it), so an instance that missed a bus message (Redis away for a moment) is right
//   again within that time.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Bus } from './bus.js';

export const LIST_NAMES = ['banners', 'testimonials', 'live-sessions', 'subscription-plans', 'trainers'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** Bus channel: a list's version moved on some instance; the message is `{ name, version }`. */
export const LIST_CHANGED = 'list-versions:changed';

const REVALIDATE_MS = 30_000;

export interface ListVersions {
  /** The version this instance knows, or undefined before the first read of it. */
  peek(name: ListName): number | undefined;
  /** The version: from memory, or read from the database on first use. */
  current(name: ListName): Promise<number>;
  /**
   * Runs `work` in a transaction that also bumps the version of every list named, and makes the
   * new versions known here and on every other instance once it committed.
   */
  write<T>(names: ListName | readonly ListName[], work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * Bumps a list's version inside the caller's transaction and answers the new version. The first
 * bump of a list starts at the clock's seconds, not at 1, so a recreated database does not hand
 * out entity tags that browsers still hold from the previous one (an integer until 2038).
 */
export async function bumpListVersion(trx: Transaction<Database> | DB, name: ListName): Promise<number> {
  const row = await trx
    .insertInto('list_versions')
    .values({ name, version: Math.floor(Date.now() / 1000) })
    .onConflict((oc) => oc.column('name').doUpdateSet({ version: sql<number>`list_versions.version + 1` }))
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

interface Known {
  version: number;
  checkedAt: number;
}

export function createListVersions(db: DB, bus: Bus): ListVersions {
  const known = new Map<ListName, Known>();
  const loading = new Map<ListName, Promise<number>>();

  const advance = (name: ListName, version: number) => {
    const entry = known.get(name);
    if (entry && entry.version >= version) return;
    known.set(name, { version, checkedAt: entry?.checkedAt ?? Date.now() });
  };

  const load = (name: ListName): Promise<number> => {
    const pending = loading.get(name);
    if (pending) return pending;
    const read = db
      .selectFrom('list_versions')
      .select('version')
      .where('name', '=', name)
      .executeTakeFirst()
      .then((row) => {
        advance(name, Number(row?.version ?? 0));
        const entry = known.get(name)!;
        entry.checkedAt = Date.now();
        return entry.version;
      })
      .finally(() => loading.delete(name));
    loading.set(name, read);
    return read;
  };

  const unsubscribe = bus.subscribe(LIST_CHANGED, (message) => {
    const { name, version } = (message ?? {}) as { name?: unknown; version?: unknown };
    if (typeof version === 'number' && (LIST_NAMES as readonly unknown[]).includes(name)) advance(name as ListName, version);
  });

  return {
    peek(name) {
      const entry = known.get(name);
      if (!entry) return undefined;
      if (Date.now() - entry.checkedAt > REVALIDATE_MS && !loading.has(name)) {
        entry.checkedAt = Date.now();
        load(name).catch(() => {});
      }
      return entry.version;
    },
    async current(name) {
      return this.peek(name) ?? load(name);
    },
    async write(names, work) {
      const lists = typeof names === 'string' ? [names] : [...names];
      const bumped: [ListName, number][] = [];
      const result = await db.transaction().execute(async (trx) => {
        const value = await work(trx);
        for (const name of lists) bumped.push([name, await bumpListVersion(trx, name)]);
        return value;
      });
      // Committed: known here at once (the bus delivers asynchronously), then everywhere else.
      for (const [name, version] of bumped) {
        advance(name, version);
        await bus.publish(LIST_CHANGED, { name, version }).catch(() => {});
      }
      return result;
    },
    close() {
      unsubscribe();
    },
  };
}
