// Queries on circadian_records. Each takes the database (or a transaction) first. Every write is a
// single atomic upsert on unique(user_id, date), so concurrent clicks never lose an update on
// either engine (no read-then-write).
import { sql, type Kysely } from 'kysely';
import type { AdminCircadianQuery, Meal } from '@rhythmfit/contracts';
import type { CircadianRecordRow, Database } from '../../db/schema.js';
import { nowIso } from '../../db/database.js';

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
