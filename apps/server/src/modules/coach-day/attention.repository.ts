// The Needs attention queries. Each reason is narrowed in the database (grouped, windowed and
// filtered by index), so only members near a threshold come back; the exact rule then runs in
// JavaScript on those few (attention.service.ts). Instants are ISO-8601 UTC text and dates
// YYYY-MM-DD, so comparisons are plain text comparisons on both engines; the few functions that
// differ (epoch seconds, day difference, greatest/least) are spelled per engine here.
import { sql, type RawBuilder } from 'kysely';
import type { DatabaseKind, DB } from '../../db/database.js';

export interface Dialect {
  kind: DatabaseKind;
}

const userFilter = (column: string, userIds: number[] | null) =>
  userIds === null ? sql`` : userIds.length === 0 ? sql`and 1 = 0` : sql`and ${sql.ref(column)} in (${sql.join(userIds)})`;

function epochSeconds(kind: DatabaseKind, column: string): RawBuilder<number> {
  return kind === 'postgres' ? sql<number>`extract(epoch from cast(${sql.ref(column)} as timestamptz))` : sql<number>`((julianday(${sql.ref(column)}) - 2440587.5) * 86400.0)`;
}

function daysBetween(kind: DatabaseKind, from: string, to: string): RawBuilder<number> {
  return kind === 'postgres' ? sql<number>`(cast(${sql.ref(to)} as date) - cast(${sql.ref(from)} as date))` : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)}))`;
}

const greatest = (kind: DatabaseKind, ...values: RawBuilder<unknown>[]) => (kind === 'postgres' ? sql`greatest(${sql.join(values)})` : sql`max(${sql.join(values)})`);
const least = (kind: DatabaseKind, ...values: RawBuilder<unknown>[]) => (kind === 'postgres' ? sql`least(${sql.join(values)})` : sql`min(${sql.join(values)})`);

/** Minutes since midnight of a HH:MM column. */
const minutesOf = (column: string) => sql`(cast(substr(${sql.ref(column)}, 1, 2) as integer) * 60 + cast(substr(${sql.ref(column)}, 4, 2) as integer))`;

/** Minutes between two logged meals of a day, or -1 when either is not logged. */
function mealGap(a: string, b: string) {
  return sql`case when ${sql.ref(`${a}_logged`)} = 1 and ${sql.ref(`${b}_logged`)} = 1 and ${sql.ref(`${a}_time`)} is not null and ${sql.ref(`${b}_time`)} is not null
    then abs(${minutesOf(`${a}_time`)} - ${minutesOf(`${b}_time`)}) else -1 end`;
}

/** A day's eating window in minutes (first to last logged meal), -1 with fewer than two meals. */
const eatingWindowMinutes = (kind: DatabaseKind) => greatest(kind, mealGap('breakfast', 'lunch'), mealGap('breakfast', 'dinner'), mealGap('lunch', 'dinner'));

/** Each member's latest activity (a circadian log, a weight entry, an appointment or a session) at or before `cutoff`, with nothing after it. */
export async function lastActivityBefore(db: DB, cutoff: string, userIds: number[] | null): Promise<{ user_id: number; last_at: string }[]> {
  const result = await sql<{ user_id: number; last_at: string }>`
    select user_id, max(at) as last_at from (
      select user_id, max(updated_at) as at from circadian_records where 1 = 1 ${userFilter('user_id', userIds)} group by user_id
      union all select user_id, max(created_at) as at from progress_entries where 1 = 1 ${userFilter('user_id', userIds)} group by user_id
      union all select user_id, max(created_at) as at from bookings where 1 = 1 ${userFilter('user_id', userIds)} group by user_id
      union all select user_id, max(created_at) as at from coaching_sessions where 1 = 1 ${userFilter('user_id', userIds)} group by user_id
    ) activity
    group by user_id
    having max(at) <= ${cutoff}`.execute(db);
  return result.rows.map((row) => ({ user_id: Number(row.user_id), last_at: row.last_at }));
}

/** Members with `minDays` or more days from `from` to `to` whose dinner was logged after `after` (HH:MM). */
export async function lateDinners(db: DB, from: string, to: string, after: string, minDays: number, userIds: number[] | null) {
  const result = await sql<{ user_id: number; days: number; first_date: string }>`
    select user_id, count(*) as days, min(date) as first_date from circadian_records
    where date >= ${from} and date <= ${to} and dinner_logged = 1 and dinner_time > ${after} ${userFilter('user_id', userIds)}
    group by user_id
    having count(*) >= ${minDays}`.execute(db);
  return result.rows.map((row) => ({ user_id: Number(row.user_id), days: Number(row.days), first_date: row.first_date }));
}

/** Members with at least one day from `from` to `to` whose eating window is over `minutes`. */
export async function longEatingWindowCandidates(db: DB, kind: DatabaseKind, from: string, to: string, minutes: number, userIds: number[] | null): Promise<number[]> {
  const result = await sql<{ user_id: number }>`
    select distinct user_id from circadian_records
    where date >= ${from} and date <= ${to} and ${eatingWindowMinutes(kind)} > ${minutes} ${userFilter('user_id', userIds)}`.execute(db);
  return result.rows.map((row) => Number(row.user_id));
}

/**
 * Per member, the Sleep Regularity Index's sums over pairs of consecutive logged nights: the
 * current window holds pairs whose first night is on or after `currentFrom`, the previous window
 * pairs whose second night is before it. A pair's share is the share of one-minute epochs in the
 * same state 24 h apart (contracts: sameStateShare), computed here from the two sleep windows.
 */
export async function sleepRegularitySums(db: DB, kind: DatabaseKind, from: string, currentFrom: string, to: string, userIds: number[] | null) {
  const s = epochSeconds(kind, 'sleep_start');
  const e = epochSeconds(kind, 'sleep_end');
  const overlap = greatest(kind, sql`0`, sql`${least(kind, sql`pe`, sql`e - 86400`)} - ${greatest(kind, sql`ps`, sql`s - 86400`)}`);
  const result = await sql<{ user_id: number; cur_pairs: number; cur_share: number; prev_pairs: number; prev_share: number }>`
    with nights as (
      select user_id, date, ${s} as s, ${e} as e,
        lag(date) over (partition by user_id order by date) as pdate,
        lag(${s}) over (partition by user_id order by date) as ps,
        lag(${e}) over (partition by user_id order by date) as pe
      from circadian_records
      where date >= ${from} and date <= ${to} and sleep_start is not null and sleep_end is not null ${userFilter('user_id', userIds)}
    ),
    pairs as (
      select user_id, date, pdate,
        (1440 - ${least(kind, sql`1440`, sql`round(((pe - ps) + (e - s) - 2 * ${overlap}) / 60.0)`)}) / 1440.0 as share
      from nights
      where pdate is not null and ${daysBetween(kind, 'pdate', 'date')} = 1 and e > s and pe > ps
    )
    select user_id,
      sum(case when pdate >= ${currentFrom} then 1 else 0 end) as cur_pairs,
      sum(case when pdate >= ${currentFrom} then share else 0 end) as cur_share,
      sum(case when date < ${currentFrom} then 1 else 0 end) as prev_pairs,
      sum(case when date < ${currentFrom} then share else 0 end) as prev_share
    from pairs
    group by user_id`.execute(db);
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    curPairs: Number(row.cur_pairs),
    curShare: Number(row.cur_share),
    prevPairs: Number(row.prev_pairs),
    prevShare: Number(row.prev_share),
  }));
}

/** Circadian records of some members from `from` to `to` (the exact rules run on these). */
export async function circadianRecordsOf(db: DB, userIds: number[], from: string, to: string) {
  if (userIds.length === 0) return [];
  return db.selectFrom('circadian_records').selectAll().where('user_id', 'in', userIds).where('date', '>=', from).where('date', '<=', to).execute();
}

/** Members whose last monthly weight entry is at least `minGain` kg over the one before (roughly; the service decides exactly). */
export async function weightGains(db: DB, minGain: number, userIds: number[] | null) {
  const result = await sql<{ user_id: number; date: string; weight: number; prev_weight: number }>`
    select user_id, date, weight, prev_weight from (
      select user_id, date, weight,
        lag(weight) over (partition by user_id order by month) as prev_weight,
        row_number() over (partition by user_id order by month desc) as rn
      from progress_entries where 1 = 1 ${userFilter('user_id', userIds)}
    ) latest
    where rn = 1 and prev_weight is not null and weight - prev_weight >= ${minGain - 0.1}`.execute(db);
  return result.rows.map((row) => ({ user_id: Number(row.user_id), date: row.date, weight: Number(row.weight), prev_weight: Number(row.prev_weight) }));
}

/** Appointments from `from` to `to` (dates) that are no-shows or still pending. */
export async function possiblyMissedBookings(db: DB, from: string, to: string, userIds: number[] | null) {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'date', 'time', 'status'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    // no_show arrives with issue 16 (migration 0009); counted here already.
    .where('status', 'in', ['pending', 'no_show']);
  if (userIds) query = userIds.length ? query.where('user_id', 'in', userIds) : query.where(sql<boolean>`1 = 0`);
  return query.execute();
}

export async function dismissalsOf(db: DB, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('attention_dismissals').select(['user_id', 'code', 'value', 'since']).where('user_id', 'in', userIds).execute();
}

/** Live members (not coaches, not marked for deletion, not erased) among `userIds`. */
export async function liveMembers(db: DB, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile'])
    .where('id', 'in', userIds)
    .where('role', '=', 'USER')
    .where('deleted', '=', 0)
    .where('mobile', 'not like', 'erased:%')
    .execute();
}

export async function saveDismissal(db: DB, values: { user_id: number; code: string; value: number; since: string | null; dismissed_by: number; dismissed_at: string }) {
  await db
    .insertInto('attention_dismissals')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'code']).doUpdateSet({ value: values.value, since: values.since, dismissed_by: values.dismissed_by, dismissed_at: values.dismissed_at }))
    .execute();
}
