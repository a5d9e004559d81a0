// Queries on progress_entries. Each takes the database (or a transaction) first.
import type { Kysely } from 'kysely';
import type { Database, NewProgressEntry } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface ProgressEntryWithUser {
  id: number;
  user_id: number;
  date: string;
  weight: number;
  calories: number | null;
  user_name: string;
}

function withUser(db: Db) {
  return db
    .selectFrom('progress_entries')
    .innerJoin('users', 'users.id', 'progress_entries.user_id')
    .select([
      'progress_entries.id',
      'progress_entries.user_id',
      'progress_entries.date',
      'progress_entries.weight',
      'progress_entries.calories',
      'users.name as user_name',
    ]);
}

export function listEntriesForUser(db: Db, userId: number): Promise<ProgressEntryWithUser[]> {
  return withUser(db)
    .where('progress_entries.user_id', '=', userId)
    .orderBy('progress_entries.date', 'asc')
    .orderBy('progress_entries.id', 'asc')
    .execute();
}

export function findEntry(db: Db, id: number): Promise<ProgressEntryWithUser | undefined> {
  return withUser(db).where('progress_entries.id', '=', id).executeTakeFirst();
}

export async function insertEntry(db: Db, entry: NewProgressEntry): Promise<number> {
  const { id } = await db.insertInto('progress_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function latestEntry(db: Db, userId: number): Promise<{ id: number; weight: number } | undefined> {
  return db
    .selectFrom('progress_entries')
    .select(['id', 'weight'])
    .where('user_id', '=', userId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every member's entries for the coach, newest first; `q` filters by member name (case-insensitive). */
export async function listAllEntries(
  db: Db,
  options: { q?: string; limit?: number; offset?: number } = {},
): Promise<{ rows: ProgressEntryWithUser[]; total: number }> {
  let query = withUser(db);
  let countQuery = db
    .selectFrom('progress_entries')
    .innerJoin('users', 'users.id', 'progress_entries.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (options.q) {
    const pattern = `%${options.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb(eb.fn('lower', ['users.name']), 'like', pattern));
    countQuery = countQuery.where((eb) => eb(eb.fn('lower', ['users.name']), 'like', pattern));
  }
  query = query.orderBy('progress_entries.date', 'desc').orderBy('progress_entries.id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const [rows, count] = await Promise.all([query.execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}
