// missed_check_in (issue 42): members whose last due weekly check-in (its three days over, in the
// member's time zone) was not sent. Read here from the check-in tables with the contracts' week
// rules (not through the check-ins module, which writes into conversations through this one).
// One read of the members (day, time zone, joining date) and one of the check-ins of the last
// closed weeks; the consecutive weeks missed are counted for the few who missed the last one.
import { addIsoDays, checkInDueDate, checkInExpectedFrom, checkInWeekOf, isoDateInZone, zoneOffsetMs } from '@rhythmfit/contracts';
import type { DB } from '../../db/database.js';

/** Weeks counted back for the "missed N weeks" value. */
const COUNT_BACK_WEEKS = 8;

export interface MissedCheckIn {
  user_id: number;
  /** Consecutive missed weeks, the last included. */
  weeks: number;
  /** The last missed week's check-in day. */
  weekOf: string;
}

/** The last closed check-in week of a member on `today`. */
function lastClosedWeek(today: string, day: number): string {
  const week = checkInWeekOf(today, day);
  return checkInDueDate(week) < today ? week : addIsoDays(week, -7);
}

export async function missedCheckIns(db: DB, now: Date, businessTimeZone: string, only: number[] | null): Promise<MissedCheckIn[]> {
  const form = await db.selectFrom('check_in_form').select(['day_of_week', 'started_on']).where('id', '=', 1).executeTakeFirst();
  if (!form) return [];
  let query = db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .leftJoin('check_in_days as d', 'd.user_id', 'u.id')
    .select(['u.id', 'u.created_at', 'p.time_zone', 'd.day_of_week'])
    .where('u.role', '=', 'USER')
    .where('u.deleted', '=', 0);
  if (only) {
    if (only.length === 0) return [];
    query = query.where('u.id', 'in', only);
  }
  const members = await query.execute();
  const zones = new Map<string, { today: string; offset: number }>();
  const lastWeeks = new Map<string, string>();
  const expected = new Map<number, { week: string; from: string; day: number }>();
  let earliest: string | null = null;
  let latest: string | null = null;
  for (const member of members) {
    const zone = member.time_zone ?? businessTimeZone;
    let local = zones.get(zone);
    if (!local) zones.set(zone, (local = { today: isoDateInZone(now, zone), offset: zoneOffsetMs(now, zone) }));
    const from = checkInExpectedFrom(form.started_on, member.created_at, local.offset)!;
    const day = member.day_of_week ?? form.day_of_week;
    const key = `${local.today}:${day}`;
    let week = lastWeeks.get(key);
    if (!week) lastWeeks.set(key, (week = lastClosedWeek(local.today, day)));
    if (week < from) continue;
    expected.set(member.id, { week, from, day });
    if (!earliest || week < earliest) earliest = week;
    if (!latest || week > latest) latest = week;
  }
  if (!earliest || !latest) return [];
  const sent = await db
    .selectFrom('check_ins')
    .select(['user_id', 'week_of'])
    .where('week_of', '>=', earliest)
    .where('week_of', '<=', latest)
    .execute();
  const sentKeys = new Set(sent.map((row) => `${row.user_id}:${row.week_of}`));
  const missed = [...expected].filter(([id, e]) => !sentKeys.has(`${id}:${e.week}`));
  if (missed.length === 0) return [];
  // How many weeks in a row, for the few who missed the last one.
  const ids = missed.map(([id]) => id);
  const back = addIsoDays(earliest, -7 * COUNT_BACK_WEEKS);
  const earlier = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('check_ins')
      .select(['user_id', 'week_of'])
      .where('user_id', 'in', ids.slice(i, i + 500))
      .where('week_of', '>=', back)
      .execute();
    for (const row of rows) earlier.add(`${row.user_id}:${row.week_of}`);
  }
  return missed.map(([id, e]) => {
    let weeks = 1;
    for (
      let week = addIsoDays(e.week, -7);
      weeks < COUNT_BACK_WEEKS && week >= e.from && !earlier.has(`${id}:${week}`);
      week = addIsoDays(week, -7)
    )
      weeks += 1;
    return { user_id: id, weeks, weekOf: e.week };
  });
}
