// The Needs attention queries. Each reason is narrowed in the database (grouped and filtered over
// indexes), so only members at a threshold come back; the exact rule then runs in JavaScript on
// those few (attention.service.ts). Instants are ISO-8601 UTC text and dates YYYY-MM-DD, so
// comparisons are plain text comparisons on both engines. The circadian reasons read one covering
// index and figures the database keeps per day (migration 0008: sleep_pair_share; migration 0010:
// eating_window_minutes and last_eating_time, from the meal marks and the eating events together),
// so nothing is parsed per row at read time.
import { sql } from 'kysely';
import { isPostgres, type DB } from '../../db/database.js';

const userFilter = (column: string, userIds: number[] | null) =>
  userIds === null ? sql`` : userIds.length === 0 ? sql`and 1 = 0` : sql`and ${sql.ref(column)} in (${sql.join(userIds)})`;

/**
 * `column` is one of `ids`, with the ids as one parameter (an array on PostgreSQL, JSON on
 * SQLite), so the statement's text is the same for any number of members: prepared once, where an
 * `in (?, ?, ...)` of the list's 3,500 members was a new statement to parse and plan on every read.
 */
function oneOf(db: DB, column: string, ids: number[]) {
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::integer[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** Members whose latest activity (a circadian log, a weight entry, an appointment or a session booked) is at or before `cutoff`. */
export async function lastActivityBefore(
  db: DB,
  cutoff: string,
  userIds: number[] | null,
): Promise<{ user_id: number; last_at: string }[]> {
  let query = db.selectFrom('member_activity').select(['user_id', 'last_at']).where('last_at', '<=', cutoff);
  if (userIds) query = userIds.length ? query.where('user_id', 'in', userIds) : query.where(sql<boolean>`1 = 0`);
  return query.execute();
}

export interface CircadianWindows {
  today: string;
  /** late_dinner: days whose last eating is after `lateAfter` (HH:MM) from `dinnerFrom`; members with `lateDays` or more come back. */
  dinnerFrom: string;
  lateAfter: string;
  lateDays: number;
  /** long_eating_window: members with a day over `eatingMinutes` from `eatingFrom` come back. */
  eatingFrom: string;
  eatingMinutes: number;
  /** irregular_sleep: the current window starts at `sriCurrentFrom`, the previous one at `sriFrom`. */
  sriFrom: string;
  sriCurrentFrom: string;
  sriMinPairs: number;
  sriMin: number;
  sriDrop: number;
  /** long_eating_window takes its median over this many most recent logged days. */
  eatingLoggedDays: number;
}

export interface CircadianFigures {
  user_id: number;
  lateDays: number;
  firstLate: string | null;
  longDays: number;
  curPairs: number;
  curShare: number;
  prevPairs: number;
  prevShare: number;
  /** With a long day: the most recent logged eating windows, newest first (otherwise empty). */
  eatingDays: { date: string; minutes: number }[];
}

/** The sums' date bounds: pairs whose first night is in the current window, pairs wholly in the previous one. */
function sumWindows(w: CircadianWindows) {
  const previousPairsFrom = nextDate(w.sriFrom);
  const currentPairsFrom = nextDate(w.sriCurrentFrom);
  const from = [w.dinnerFrom, w.eatingFrom, previousPairsFrom].sort()[0]!;
  return { previousPairsFrom, currentPairsFrom, from };
}

/**
 * Members at a threshold, over per-member sums (late_days, long_days, cur_pairs, cur_share,
 * prev_pairs, prev_share): a late-dinner count, a long day, or within a point of an SRI threshold
 * (SRI = 200 x mean share - 100). Both paths (a member's own days, the summary) filter by it.
 */
function atThreshold(w: CircadianWindows) {
  const shareUnder = (w.sriMin + 1 + 100) / 200;
  const dropOver = (w.sriDrop - 1) / 200;
  return sql<boolean>`(late_days >= ${w.lateDays} or long_days > 0 or (cur_pairs >= ${w.sriMinPairs} and (
      cur_share < cast(${shareUnder} as double precision) * cur_pairs
      or (prev_pairs >= ${w.sriMinPairs} and prev_share / nullif(prev_pairs, 0) - cur_share / nullif(cur_pairs, 0) >= cast(${dropOver} as double precision)))))`;
}

/**
 * The circadian reasons in one pass over the covering index (circadian_records_attention), per
 * member: days whose last eating (a meal mark or an eating event) is after the limit, days with a
 * long eating window (marks and events together), and the Sleep Regularity
 * Index's sums over pairs of consecutive nights (each day's sleep_pair_share pairs it with the day
 * before): pairs whose first night is in the current window, and pairs wholly in the previous one.
 * Only members at a late-dinner count, with a long day, or within a point of an SRI threshold
 * (SRI = 200 x mean share - 100) come back; the service decides exactly.
 */
export async function circadianFigures(db: DB, w: CircadianWindows, userIds: number[] | null): Promise<CircadianFigures[]> {
  const { previousPairsFrom, currentPairsFrom, from } = sumWindows(w);
  const result = await sql<{
    user_id: number;
    late_days: number;
    first_late: string | null;
    long_days: number;
    cur_pairs: number;
    cur_share: number | null;
    prev_pairs: number;
    prev_share: number | null;
  }>`
    select user_id, late_days, first_late, long_days, cur_pairs, cur_share, prev_pairs, prev_share from (
      select user_id,
        sum(late) as late_days, min(case when late = 1 then date end) as first_late,
        sum(long_day) as long_days,
        sum(cur) as cur_pairs, sum(cur * sleep_pair_share) as cur_share,
        sum(prev) as prev_pairs, sum(prev * sleep_pair_share) as prev_share
      from (
        select user_id, date, sleep_pair_share,
          case when date >= ${w.dinnerFrom} and last_eating_time > ${w.lateAfter} then 1 else 0 end as late,
          case when date >= ${w.eatingFrom} and eating_window_minutes > ${w.eatingMinutes} then 1 else 0 end as long_day,
          case when sleep_pair_share is not null and date >= ${currentPairsFrom} then 1 else 0 end as cur,
          case when sleep_pair_share is not null and date >= ${previousPairsFrom} and date < ${w.sriCurrentFrom} then 1 else 0 end as prev
        from circadian_records
        where date >= ${from} and date <= ${w.today} ${userFilter('user_id', userIds)}
      ) days
      group by user_id
    ) sums
    where ${atThreshold(w)}`.execute(db);
  // The eating windows of the members with a long day, from their own days.
  const eatingDays = new Map<number, { date: string; minutes: number }[]>();
  const long = result.rows.filter((row) => Number(row.long_days) > 0).map((row) => Number(row.user_id));
  for (const row of await eatingWindowsOf(db, long, w.eatingFrom, w.today)) {
    const list = eatingDays.get(row.user_id) ?? [];
    list.push({ date: row.date, minutes: row.minutes });
    eatingDays.set(row.user_id, list);
  }
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    lateDays: Number(row.late_days),
    firstLate: row.first_late,
    longDays: Number(row.long_days),
    curPairs: Number(row.cur_pairs),
    curShare: Number(row.cur_share ?? 0),
    prevPairs: Number(row.prev_pairs),
    prevShare: Number(row.prev_share ?? 0),
    eatingDays: eatingDays.get(Number(row.user_id)) ?? [],
  }));
}

/** The key of the figures attention_circadian holds: the day and the settings they depend on. */
function circadianFiguresKey(w: CircadianWindows): string {
  return `${w.today}|${w.lateAfter}|${w.eatingMinutes}`;
}

/**
 * The circadian reasons from attention_circadian (migration 0014), the per-member summary: one
 * read returns the members at a threshold (the same filter as circadianFigures) and any row whose
 * key is not the current one (members whose days were written since, everyone on a new day).
 * Only when there are such rows are they worked out again (settleSummaries, by the same sums over
 * their own days) and the read repeated. Between writes and days the list is that one read of
 * 10,000 short rows, with no transaction and no lock.
 */
export async function circadianFiguresFromSummary(db: DB, w: CircadianWindows): Promise<CircadianFigures[]> {
  const key = circadianFiguresKey(w);
  const read = () =>
    sql<{
      figures_key: string;
      user_id: number;
      late_days: number;
      first_late: string | null;
      long_days: number;
      cur_pairs: number;
      cur_share: number;
      prev_pairs: number;
      prev_share: number;
      eating_days: string | null;
    }>`
    select figures_key, user_id, late_days, first_late, long_days, cur_pairs, cur_share, prev_pairs, prev_share,
      case when long_days > 0 then eating_days end as eating_days
    from attention_circadian
    where figures_key <> ${key} or ${atThreshold(w)}`.execute(db);
  let result = await read();
  if (result.rows.some((row) => row.figures_key !== key)) {
    await settleSummaries(db, w, key);
    result = await read();
  }
  // A row written again since it was settled waits for the next read.
  return result.rows
    .filter((row) => row.figures_key === key)
    .map((row) => ({
      user_id: Number(row.user_id),
      lateDays: Number(row.late_days),
      firstLate: row.first_late,
      longDays: Number(row.long_days),
      curPairs: Number(row.cur_pairs),
      curShare: Number(row.cur_share),
      prevPairs: Number(row.prev_pairs),
      prevShare: Number(row.prev_share),
      eatingDays: row.eating_days ? row.eating_days.split(',').map(parseEatingDay) : [],
    }));
}

/**
 * Works out again, in one statement, the rows whose key is not `key`, over each member's own days.
 * On PostgreSQL the rows are locked first, so the sums (a later statement, so a later snapshot)
 * see every write committed before; a write after waits for this transaction and then empties
 * the key again (its trigger), so no write is ever hidden behind a fresh key.
 */
async function settleSummaries(db: DB, w: CircadianWindows, key: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      const stale = await sql<{ user_id: number }>`
        select user_id from attention_circadian where figures_key <> ${key} order by user_id for update`.execute(trx);
      if (stale.rows.length === 0) return;
    }
    const { previousPairsFrom, currentPairsFrom, from } = sumWindows(w);
    const late = sql`c.date >= ${w.dinnerFrom} and c.last_eating_time > ${w.lateAfter}`;
    const cur = sql`c.sleep_pair_share is not null and c.date >= ${currentPairsFrom}`;
    const prev = sql`c.sleep_pair_share is not null and c.date >= ${previousPairsFrom} and c.date < ${w.sriCurrentFrom}`;
    await sql`
      update attention_circadian set (late_days, first_late, long_days, cur_pairs, cur_share, prev_pairs, prev_share) = (
        select
          coalesce(sum(case when ${late} then 1 else 0 end), 0),
          min(case when ${late} then c.date end),
          coalesce(sum(case when c.date >= ${w.eatingFrom} and c.eating_window_minutes > ${w.eatingMinutes} then 1 else 0 end), 0),
          coalesce(sum(case when ${cur} then 1 else 0 end), 0),
          coalesce(sum(case when ${cur} then c.sleep_pair_share end), 0),
          coalesce(sum(case when ${prev} then 1 else 0 end), 0),
          coalesce(sum(case when ${prev} then c.sleep_pair_share end), 0)
        from circadian_records c
        where c.user_id = attention_circadian.user_id and c.date >= ${from} and c.date <= ${w.today}
      ), eating_days = (
        select string_agg(d.date || ':' || d.minutes, ',' order by d.date desc) from (
          select c.date, c.eating_window_minutes as minutes from circadian_records c
          where c.user_id = attention_circadian.user_id and c.date >= ${w.eatingFrom} and c.date <= ${w.today} and c.eating_window_minutes is not null
          order by c.date desc limit ${w.eatingLoggedDays}
        ) d
      ), figures_key = ${key}
      where figures_key <> ${key}`.execute(trx);
  });
}

/** `YYYY-MM-DD:minutes` (attention_circadian.eating_days) back to its day. */
function parseEatingDay(entry: string): { date: string; minutes: number } {
  return { date: entry.slice(0, 10), minutes: Number(entry.slice(11)) };
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The eating window of each day of some members from `from` to `to`, as the database keeps it
 * (eating_window_minutes: first to last of the meal marks and eating events, by triggers on both
 * tables, migration 0010): one query, never one per member, and no meal or event re-read.
 */
async function eatingWindowsOf(db: DB, userIds: number[], from: string, to: string) {
  if (userIds.length === 0) return [];
  const rows = await sql<{ user_id: number; date: string; minutes: number }>`
    select user_id, date, eating_window_minutes as minutes from circadian_records
    where ${oneOf(db, 'user_id', userIds)} and date >= ${from} and date <= ${to} and eating_window_minutes is not null`.execute(db);
  return rows.rows.map((row) => ({ user_id: Number(row.user_id), date: row.date, minutes: Number(row.minutes) }));
}

/**
 * Members whose last monthly weight entry is at least `minGain` kg over the one before (roughly; the
 * service decides exactly), from attention_weight: each member's last two entries, kept by triggers
 * on every write of progress_entries (migration 0014), so no member's entries are ranked here.
 */
export async function weightGains(db: DB, minGain: number, userIds: number[] | null) {
  const result = await sql<{ user_id: number; date: string; weight: number; prev_weight: number }>`
    select user_id, date, weight, prev_weight from attention_weight
    where prev_weight is not null and weight - prev_weight >= ${minGain - 0.1} ${userFilter('user_id', userIds)}`.execute(db);
  return result.rows.map((row) => ({
    user_id: Number(row.user_id),
    date: row.date,
    weight: Number(row.weight),
    prev_weight: Number(row.prev_weight),
  }));
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

/**
 * missed_workouts (issue 41): members with at least `atLeast` scheduled workouts dated from `from`
 * up to the day before `today` still `planned` (missed), with how many and the latest such date.
 * Reads the (date, status) index of scheduled_workouts (migration 0018).
 */
export async function missedWorkouts(db: DB, from: string, today: string, atLeast: number, userIds: number[] | null) {
  let query = db
    .selectFrom('scheduled_workouts')
    .select((eb) => ['user_id', eb.fn.countAll<string | number>().as('missed'), eb.fn.max('date').as('latest')])
    .where('date', '>=', from)
    .where('date', '<', today)
    .where('status', '=', 'planned');
  if (userIds) query = userIds.length ? query.where('user_id', 'in', userIds) : query.where(sql<boolean>`1 = 0`);
  const rows = await query
    .groupBy('user_id')
    .having((eb) => eb(eb.fn.countAll(), '>=', atLeast))
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, missed: Number(row.missed), latest: String(row.latest) }));
}

export async function dismissalsOf(db: DB, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('attention_dismissals')
    .select(['user_id', 'code', 'value', 'since'])
    .where(oneOf(db, 'user_id', userIds))
    .execute();
}

/** Live members (not coaches, not marked for deletion, not erased) among `userIds`. */
export async function liveMembers(db: DB, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'mobile'])
    .where(oneOf(db, 'id', userIds))
    .where('role', '=', 'USER')
    .where('deleted', '=', 0)
    .where('mobile', 'not like', 'erased:%')
    .execute();
}

export async function saveDismissal(
  db: DB,
  values: { user_id: number; code: string; value: number; since: string | null; dismissed_by: number; dismissed_at: string },
) {
  await db
    .insertInto('attention_dismissals')
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'code'])
        .doUpdateSet({ value: values.value, since: values.since, dismissed_by: values.dismissed_by, dismissed_at: values.dismissed_at }),
    )
    .execute();
}
