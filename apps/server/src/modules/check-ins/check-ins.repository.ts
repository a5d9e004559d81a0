// Check-in rows: the form, members' days and time zones, check-ins with their answers, measurements
// and photos. Loads for many check-ins are batched (one query per table for a page).
import {
  CHECK_IN_MEASUREMENTS,
  DEFAULT_CHECK_IN_FORM,
  type CheckInForm,
  type CheckInMeasurementKey,
  type CheckInQuestion,
} from '@rhythmfit/contracts';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { flag } from '../../db/database.js';
import type { CheckInRow } from '../../db/schema.js';

export const FORM_ID = 1;

export interface StoredForm extends CheckInForm {
  /** The day check-ins began (null: no form row yet, nothing can have been missed). */
  startedOn: string | null;
}

export async function readForm(db: DB): Promise<StoredForm> {
  const row = await db.selectFrom('check_in_form').selectAll().where('id', '=', FORM_ID).executeTakeFirst();
  if (!row) return { ...DEFAULT_CHECK_IN_FORM, saved: false, updatedAt: null, startedOn: null };
  return {
    dayOfWeek: row.day_of_week,
    questions: JSON.parse(row.questions) as CheckInQuestion[],
    measurements: JSON.parse(row.measurements) as CheckInMeasurementKey[],
    photos: JSON.parse(row.photos) as CheckInForm['photos'],
    saved: flag(row.saved),
    updatedAt: flag(row.saved) ? row.updated_at : null,
    startedOn: row.started_on,
  };
}

/** Makes the form row (the default form) when there is none, so check-ins have a start date. */
export async function ensureForm(db: DB, today: string, at: string): Promise<void> {
  await db
    .insertInto('check_in_form')
    .values({
      id: FORM_ID,
      day_of_week: DEFAULT_CHECK_IN_FORM.dayOfWeek,
      questions: JSON.stringify(DEFAULT_CHECK_IN_FORM.questions),
      measurements: JSON.stringify(DEFAULT_CHECK_IN_FORM.measurements),
      photos: JSON.stringify(DEFAULT_CHECK_IN_FORM.photos),
      started_on: today,
      saved: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function writeForm(db: DB, form: Omit<CheckInForm, 'saved' | 'updatedAt'>, today: string, at: string): Promise<void> {
  const values = {
    day_of_week: form.dayOfWeek,
    questions: JSON.stringify(form.questions),
    measurements: JSON.stringify(form.measurements),
    photos: JSON.stringify(form.photos),
    saved: 1,
    updated_at: at,
  };
  await db
    .insertInto('check_in_form')
    .values({ id: FORM_ID, ...values, started_on: today, created_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export interface MemberFacts {
  id: number;
  name: string;
  role: string;
  createdAt: string;
  timeZone: string | null;
  ownDay: number | null;
}

export async function memberFacts(db: DB, userId: number): Promise<MemberFacts | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .leftJoin('check_in_days as d', 'd.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.role', 'u.created_at', 'u.deleted', 'p.time_zone', 'd.day_of_week'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || flag(row.deleted)) return undefined;
  return { id: row.id, name: row.name, role: row.role, createdAt: row.created_at, timeZone: row.time_zone, ownDay: row.day_of_week };
}

/** A live member and a week of theirs with no check-in (see membersWithoutCheckIns). */
export interface MemberWithoutCheckIn extends Omit<MemberFacts, 'role'> {
  weekOf: string;
}

/**
 * Each live member's weeks among `weeks` (a week and the check-in day it belongs to) that have no
 * check-in, for members whose day (their own, else `defaultDay`) is the week's. The database does
 * the anti-join through the (user_id, week_of) unique index and answers only the gaps.
 *
 * Why (issue 42): reading every member and every check-in of the window (10,000 members and 50,000
 * check-ins) to find the gaps in JavaScript put the coach's missed list at p50 186 ms, p99 378 ms
 * against its 100 ms target (`npm run bench -- --check-ins-only`); the anti-join alone took a third
 * of the time of those two reads, and answers a few thousand rows instead of 60,000.
 */
export async function membersWithoutCheckIns(
  db: DB,
  weeks: ReadonlyArray<{ weekOf: string; day: number }>,
  defaultDay: number,
): Promise<MemberWithoutCheckIn[]> {
  if (weeks.length === 0) return [];
  // Both engines name a VALUES list's columns column1, column2 (SQLite has no column aliases there).
  const values = sql.join(weeks.map((week) => sql`(cast(${week.weekOf} as text), cast(${week.day} as integer))`));
  const { rows } = await sql<{
    id: number;
    name: string;
    created_at: string;
    time_zone: string | null;
    day_of_week: number | null;
    week_of: string;
  }>`
    select u.id, u.name, u.created_at, p.time_zone, d.day_of_week, w.column1 as week_of
    from users u
    left join notification_preferences p on p.user_id = u.id
    left join check_in_days d on d.user_id = u.id
    cross join (values ${values}) as w
    where u.role = 'USER' and u.deleted = 0
      and coalesce(d.day_of_week, ${defaultDay}) = w.column2
      and not exists (select 1 from check_ins c where c.user_id = u.id and c.week_of = w.column1)
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    timeZone: row.time_zone,
    ownDay: row.day_of_week === null ? null : Number(row.day_of_week),
    weekOf: row.week_of,
  }));
}

/** The check-in days members chose for themselves (each once). */
export async function ownCheckInDays(db: DB): Promise<number[]> {
  const rows = await db.selectFrom('check_in_days').select('day_of_week').distinct().execute();
  return rows.map((row) => Number(row.day_of_week));
}

export async function setMemberDay(db: DB, userId: number, dayOfWeek: number, at: string): Promise<void> {
  await db
    .insertInto('check_in_days')
    .values({ user_id: userId, day_of_week: dayOfWeek, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ day_of_week: dayOfWeek, updated_at: at }))
    .execute();
}

export type CheckInWithUser = CheckInRow & { user_name: string; reviewer_name: string | null };

function checkInSelect(db: DB) {
  return db
    .selectFrom('check_ins as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as r', 'r.id', 'c.reviewed_by')
    .selectAll('c')
    .select(['u.name as user_name', 'r.name as reviewer_name']);
}

export function checkInById(db: DB, id: number): Promise<CheckInWithUser | undefined> {
  return checkInSelect(db).where('c.id', '=', id).executeTakeFirst();
}

export function checkInOfWeek(db: DB, userId: number, weekOf: string): Promise<CheckInWithUser | undefined> {
  return checkInSelect(db).where('c.user_id', '=', userId).where('c.week_of', '=', weekOf).executeTakeFirst();
}

export function previousCheckIn(db: DB, userId: number, weekOf: string): Promise<CheckInWithUser | undefined> {
  return checkInSelect(db)
    .where('c.user_id', '=', userId)
    .where('c.week_of', '<', weekOf)
    .orderBy('c.week_of', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function checkInsOf(db: DB, userId: number): Promise<CheckInWithUser[]> {
  return checkInSelect(db).where('c.user_id', '=', userId).orderBy('c.week_of', 'desc').execute();
}

export interface CheckInParts {
  answers: Map<number, { question_id: string; kind: string; label: string; value: string | null; position: number }[]>;
  measurements: Map<number, { measurement: string; value: number }[]>;
  photos: Map<number, { pose: string; created_at: string }[]>;
}

export async function partsOf(db: DB, ids: number[]): Promise<CheckInParts> {
  const parts: CheckInParts = { answers: new Map(), measurements: new Map(), photos: new Map() };
  if (ids.length === 0) return parts;
  const push = <T>(map: Map<number, T[]>, id: number, item: T) => {
    const list = map.get(id);
    if (list) list.push(item);
    else map.set(id, [item]);
  };
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const [answers, measurements, photos] = await Promise.all([
      db
        .selectFrom('check_in_answers')
        .select(['check_in_id', 'position', 'question_id', 'kind', 'label', 'value'])
        .where('check_in_id', 'in', chunk)
        .orderBy('check_in_id')
        .orderBy('position')
        .execute(),
      db.selectFrom('check_in_measurements').select(['check_in_id', 'measurement', 'value']).where('check_in_id', 'in', chunk).execute(),
      db.selectFrom('check_in_photos').select(['check_in_id', 'pose', 'created_at']).where('check_in_id', 'in', chunk).execute(),
    ]);
    for (const row of answers) push(parts.answers, row.check_in_id, row);
    for (const row of measurements) push(parts.measurements, row.check_in_id, row);
    for (const row of photos) push(parts.photos, row.check_in_id, row);
  }
  return parts;
}

export async function writeAnswersAndMeasurements(
  db: DB,
  checkIn: { id: number; user_id: number; week_of: string },
  answers: { question_id: string; kind: string; label: string; value: string | null }[],
  measurements: Partial<Record<CheckInMeasurementKey, number>>,
): Promise<void> {
  await db.deleteFrom('check_in_answers').where('check_in_id', '=', checkIn.id).execute();
  await db.deleteFrom('check_in_measurements').where('check_in_id', '=', checkIn.id).execute();
  if (answers.length > 0)
    await db
      .insertInto('check_in_answers')
      .values(answers.map((answer, position) => ({ check_in_id: checkIn.id, position, ...answer })))
      .execute();
  const values = CHECK_IN_MEASUREMENTS.flatMap((key) =>
    measurements[key] === undefined
      ? []
      : [{ check_in_id: checkIn.id, user_id: checkIn.user_id, week_of: checkIn.week_of, measurement: key, value: measurements[key] }],
  );
  if (values.length > 0) await db.insertInto('check_in_measurements').values(values).execute();
}
