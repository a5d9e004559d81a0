// Queries on circadian_records. Each takes the database (or a transaction) first. Every write is a
// single atomic upsert on unique(user_id, date), so concurrent clicks never lose an update on
// either engine (no read-then-write).
import { sql, type Kysely } from 'kysely';
import type { AdminCircadianQuery, EatingKind, Meal } from '@rhythmfit/contracts';
import type { CircadianRecordRow, Database, EatingEventRow } from '../../db/schema.js';
import { isPostgres, nowIso } from '../../db/database.js';

type Db = Kysely<Database>;

export function findRecord(db: Db, userId: number, date: string): Promise<CircadianRecordRow | undefined> {
  return db.selectFrom('circadian_records').selectAll().where('user_id', '=', userId).where('date', '=', date).executeTakeFirst();
}

export function findRecordsBetween(db: Db, userId: number, start: string, end: string): Promise<CircadianRecordRow[]> {
  return db
    .selectFrom('circadian_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('date', '>=', start)
    .where('date', '<=', end)
    .orderBy('date', 'asc')
    .execute();
}

/** Marks a meal as logged. Idempotent: an already-logged meal keeps its first time. */
export async function logMeal(db: Db, userId: number, date: string, meal: Meal, time: string): Promise<CircadianRecordRow> {
  const now = nowIso();
  const logged = `${meal}_logged` as const;
  const timeColumn = `${meal}_time` as const;
  return db
    .insertInto('circadian_records')
    .values({ user_id: userId, date, [logged]: 1, [timeColumn]: time, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'date']).doUpdateSet({
        [logged]: 1,
        [timeColumn]: sql<string>`coalesce(${sql.ref(`circadian_records.${timeColumn}`)}, ${sql.ref(`excluded.${timeColumn}`)})`,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds cups in one statement: water_cups = water_cups + excluded.water_cups. */
export function addWater(db: Db, userId: number, date: string, cups: number): Promise<CircadianRecordRow> {
  const now = nowIso();
  return db
    .insertInto('circadian_records')
    .values({ user_id: userId, date, water_cups: cups, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'date']).doUpdateSet({
        water_cups: sql<number>`${sql.ref('circadian_records.water_cups')} + ${sql.ref('excluded.water_cups')}`,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets (or replaces) the day's sleep window. */
export function setSleep(db: Db, userId: number, date: string, start: string, end: string): Promise<CircadianRecordRow> {
  const now = nowIso();
  return db
    .insertInto('circadian_records')
    .values({ user_id: userId, date, sleep_start: start, sleep_end: end, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ sleep_start: start, sleep_end: end, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type AdminRecordRow = CircadianRecordRow & { username: string };

/** The admin tracker: filters, sort and paging done by the database. */
export async function listForAdmin(db: Db, query: AdminCircadianQuery): Promise<{ rows: AdminRecordRow[]; total: number }> {
  let base = db.selectFrom('circadian_records').innerJoin('users', 'users.id', 'circadian_records.user_id');
  if (query.username) {
    const pattern = `%${query.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`lower(${sql.ref('users.name')}) like ${pattern} escape '\\'`);
  }
  if (query.date) base = base.where('circadian_records.date', '=', query.date);
  if (query.meal) base = base.where(`circadian_records.${query.meal}_logged`, '=', 1);

  let rowsQuery = base
    .selectAll('circadian_records')
    .select('users.name as username')
    .orderBy('circadian_records.date', query.sort)
    .orderBy('circadian_records.id', query.sort);
  if (query.page) rowsQuery = rowsQuery.limit(query.pageSize).offset((query.page - 1) * query.pageSize);

  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    query.page ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() : Promise.resolve(null),
  ]);
  return { rows, total: count ? Number(count.total) : rows.length };
}

// ---- eating events (issue 22) ----

/**
 * Makes sure the day's record exists and marks it as written now, answering it. Inside a
 * transaction this is also the day's lock: on PostgreSQL the upsert holds the row until commit, so
 * two writes of one day's events take turns (SQLite runs one transaction at a time anyway).
 */
export function touchDay(db: Db, userId: number, date: string): Promise<CircadianRecordRow> {
  const now = nowIso();
  return db
    .insertInto('circadian_records')
    .values({ user_id: userId, date, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countEatingEvents(db: Db, userId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom('eating_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertEatingEvent(
  db: Db,
  values: { user_id: number; date: string; time: string; kind: EatingKind; note: string | null },
): Promise<EatingEventRow> {
  return db
    .insertInto('eating_events')
    .values({ ...values, photo_file: null, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One of a member's events on a date; undefined for anyone else's, another date's or a missing one. */
export function findEatingEvent(db: Db, userId: number, date: string, id: number): Promise<EatingEventRow | undefined> {
  return db
    .selectFrom('eating_events')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export function findEatingEventById(db: Db, id: number): Promise<EatingEventRow | undefined> {
  return db.selectFrom('eating_events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes one event, answering its photo file (to remove once committed); undefined when there was none to delete. */
export async function deleteEatingEvent(
  db: Db,
  userId: number,
  date: string,
  id: number,
): Promise<{ photo_file: string | null } | undefined> {
  return db
    .deleteFrom('eating_events')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .returning('photo_file')
    .executeTakeFirst();
}

/** Sets an event's photo, answering the file it replaces; undefined when the event is gone. */
export async function setEatingPhoto(
  db: Db,
  id: number,
  userId: number,
  photoFile: string,
): Promise<{ previous: string | null } | undefined> {
  let read = db.selectFrom('eating_events').select('photo_file').where('id', '=', id).where('user_id', '=', userId);
  // Two uploads at once: the second waits, so the file it replaces is the first one's (none left behind).
  if (isPostgres(db)) read = read.forUpdate();
  const current = await read.executeTakeFirst();
  if (!current) return undefined;
  await db.updateTable('eating_events').set({ photo_file: photoFile }).where('id', '=', id).execute();
  return { previous: current.photo_file };
}

/** A member's events on one day, in the order of the day. */
export function eatingEventsOfDay(db: Db, userId: number, date: string): Promise<EatingEventRow[]> {
  return db
    .selectFrom('eating_events')
    .selectAll()
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .orderBy('time')
    .orderBy('id')
    .execute();
}

/** The events of some members from `from` to `to` (one query over the (user_id, date, time) index), in the order of each day. */
export async function eatingEventsBetween(db: Db, userIds: number[], from: string, to: string): Promise<EatingEventRow[]> {
  if (userIds.length === 0) return [];
  const out: EatingEventRow[] = [];
  // Chunks keep the statement within both engines' bound-parameter limits.
  for (let i = 0; i < userIds.length; i += 1000) {
    out.push(
      ...(await db
        .selectFrom('eating_events')
        .selectAll()
        .where('user_id', 'in', userIds.slice(i, i + 1000))
        .where('date', '>=', from)
        .where('date', '<=', to)
        .orderBy('user_id')
        .orderBy('date')
        .orderBy('time')
        .orderBy('id')
        .execute()),
    );
  }
  return out;
}
