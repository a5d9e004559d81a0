// Queries of the coaching tables. Each takes the database (or a transaction) first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BookingWithUser, SessionWithUser } from './coaching.presenter.js';

type Db = Kysely<Database>;

// ---------- slots ----------

export function listSlotsOfDate(db: Db, date: string) {
  return db.selectFrom('slots').selectAll().where('date', '=', date).orderBy('time').execute();
}

export function listFreeSlotsOfDate(db: Db, date: string) {
  return db.selectFrom('slots').select(['id', 'time']).where('date', '=', date).where('booked', '=', 0).orderBy('time').execute();
}

export function findSlot(db: Db, id: number) {
  return db.selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSlotAt(db: Db, date: string, time: string) {
  return db.selectFrom('slots').selectAll().where('date', '=', date).where('time', '=', time).executeTakeFirst();
}

export async function insertSlot(db: Db, date: string, time: string, now: string) {
  const { id } = await db.insertInto('slots').values({ date, time, booked: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return (await findSlot(db, id))!;
}

/** Claims a free slot; true only for the one caller that flipped it. */
export async function claimSlot(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('slots').set({ booked: 1 }).where('id', '=', id).where('booked', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setSlotBooked(db: Db, id: number, booked: boolean) {
  await db
    .updateTable('slots')
    .set({ booked: booked ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function countActiveBookingsOfSlot(db: Db, slotId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('slot_id', '=', slotId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A slot held for a member of the waitlist (an open offer keeps its booked flag set). */
export async function hasOpenOffer(db: Db, slotId: number): Promise<boolean> {
  const row = await db
    .selectFrom('waitlist_offers')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return Boolean(row);
}

// ---------- bookings ----------

function bookingsWithUser(db: Db) {
  return db
    .selectFrom('bookings')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .selectAll('bookings')
    .select('users.name as user_name');
}

export function findBooking(db: Db, id: number): Promise<BookingWithUser | undefined> {
  return bookingsWithUser(db).where('bookings.id', '=', id).executeTakeFirst();
}

export function listBookingsOfUser(db: Db, userId: number): Promise<BookingWithUser[]> {
  return bookingsWithUser(db)
    .where('bookings.user_id', '=', userId)
    .orderBy('bookings.date', 'desc')
    .orderBy('bookings.time', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

export interface BookingFilter {
  q?: string;
  date?: string;
}

function filterBookings<T extends ReturnType<typeof bookingsWithUser>>(query: T, filter: BookingFilter): T {
  let q = query;
  if (filter.q)
    q = q.where(sql<boolean>`lower(users.name) like ${`%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`) as T;
  if (filter.date) q = q.where('bookings.date', '=', filter.date) as T;
  return q;
}

export function listAllBookings(db: Db, filter: BookingFilter, page?: { limit: number; offset: number }): Promise<BookingWithUser[]> {
  let query = filterBookings(bookingsWithUser(db), filter)
    .orderBy('bookings.date', 'desc')
    .orderBy('bookings.time', 'desc')
    .orderBy('bookings.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countAllBookings(db: Db, filter: BookingFilter): Promise<number> {
  const base = db.selectFrom('bookings').leftJoin('users', 'users.id', 'bookings.user_id');
  let query = base.select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.q)
    query = query.where(
      sql<boolean>`lower(users.name) like ${`%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
    );
  if (filter.date) query = query.where('bookings.date', '=', filter.date);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function insertBooking(
  db: Db,
  values: { userId: number; slotId: number; date: string; time: string; awaitingCoach?: boolean; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('bookings')
    .values({
      user_id: values.userId,
      slot_id: values.slotId,
      date: values.date,
      time: values.time,
      status: 'pending',
      meeting_link: null,
      trainer_name: null,
      awaiting_coach: values.awaitingCoach ? 1 : 0,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBooking(
  db: Db,
  id: number,
  changes: { status?: string; meeting_link?: string | null; awaiting_coach?: number },
  now: string,
) {
  await db
    .updateTable('bookings')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Re-points a booking at another slot (a reschedule). */
export async function moveBooking(db: Db, id: number, to: { slotId: number; date: string; time: string }, now: string) {
  await db
    .updateTable('bookings')
    .set({ slot_id: to.slotId, date: to.date, time: to.time, updated_at: now })
    .where('id', '=', id)
    .execute();
}

// ---------- coaching sessions ----------

function sessionsWithUser(db: Db) {
  return db
    .selectFrom('coaching_sessions')
    .leftJoin('users', 'users.id', 'coaching_sessions.user_id')
    .selectAll('coaching_sessions')
    .select(['users.name as user_name', 'users.mobile as user_mobile']);
}

export function findSession(db: Db, id: number): Promise<SessionWithUser | undefined> {
  return sessionsWithUser(db).where('coaching_sessions.id', '=', id).executeTakeFirst();
}

export function listSessionsOfUser(db: Db, userId: number): Promise<SessionWithUser[]> {
  return sessionsWithUser(db).where('coaching_sessions.user_id', '=', userId).orderBy('coaching_sessions.id').execute();
}

export function listAllSessions(db: Db, page?: { limit: number; offset: number }): Promise<SessionWithUser[]> {
  let query = sessionsWithUser(db).orderBy('coaching_sessions.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countAllSessions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('coaching_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertSession(
  db: Db,
  values: { userId: number; date: string; time: string; message: string | null; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('coaching_sessions')
    .values({
      user_id: values.userId,
      date: values.date,
      time: values.time,
      message: values.message,
      status: 'pending',
      zoom_link: null,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSession(
  db: Db,
  id: number,
  changes: { status?: string; zoom_link?: string | null },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('coaching_sessions')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
