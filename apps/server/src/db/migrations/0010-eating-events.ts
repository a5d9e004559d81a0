// Eating events (issue 22): anything a member ate or drank (other than water) at any time of the
// day, with an optional food photo kept in a private folder (photo_file: a generated file name,
// never a public /uploads path).
//
// The day's eating window is now first to last of the three meal marks and the eating events
// together, and late_dinner reads the day's last eating. The Needs attention query over 10,000
// members must not parse times per row, so the database keeps three figures of the events on the
// day's circadian_records row (events_count, events_first_time, events_last_time: triggers on
// eating_events) and, from them and the marks, two figures of the day (triggers on
// circadian_records):
//   eating_window_minutes  first to last eating of the day (null with fewer than two);
//   last_eating_time       the day's last eating (HH:MM; null when nothing was eaten).
// An event is always written after its day row (the API upserts the day first: it is also the lock
// that keeps a day at 20 events), so the events' figures always have a row to land on.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, withId, type Dialect } from './migration-helpers.js';

const MEALS = ['breakfast', 'lunch', 'dinner'];
const DAY_INPUTS = [...MEALS.flatMap((m) => [`${m}_logged`, `${m}_time`]), 'events_count', 'events_first_time', 'events_last_time'];

/** The day's eating times (marks and events' first/last) of row `r`, as SQL expressions. */
function eatingTimes(r: string): { first: string[]; last: string[]; count: string } {
  const marks = MEALS.map((m) => `(case when ${r}.${m}_logged = 1 then ${r}.${m}_time end)`);
  const count = `(${marks.map((m) => `(case when ${m} is not null then 1 else 0 end)`).join(' + ')} + ${r}.events_count)`;
  return { first: [...marks, `${r}.events_first_time`], last: [...marks, `${r}.events_last_time`], count };
}

const minutesOf = (time: string) => `(cast(substr(${time}, 1, 2) as integer) * 60 + cast(substr(${time}, 4, 2) as integer))`;

/** The two day figures of row `r`. PostgreSQL's least/greatest skip nulls; SQLite's min/max do not, hence the sentinels. */
function dayFigures(r: string, dialect: Dialect): { window: string; last: string } {
  const { first, last, count } = eatingTimes(r);
  const firstTime =
    dialect === 'postgres' ? `least(${first.join(', ')})` : `nullif(min(${first.map((t) => `coalesce(${t}, '~')`).join(', ')}), '~')`;
  const lastTime =
    dialect === 'postgres' ? `greatest(${last.join(', ')})` : `nullif(max(${last.map((t) => `coalesce(${t}, '')`).join(', ')}), '')`;
  return {
    window: `(case when ${count} >= 2 then ${minutesOf(lastTime)} - ${minutesOf(firstTime)} end)`,
    last: lastTime,
  };
}

/** The events' figures of one day (`u`, `d`: the user id and date expressions). */
function eventFigures(u: string, d: string): string {
  const of = (what: string) => `(select ${what} from eating_events e where e.user_id = ${u} and e.date = ${d})`;
  return `events_count = ${of('count(*)')}, events_first_time = ${of('min(e.time)')}, events_last_time = ${of('max(e.time)')}`;
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const day = dayFigures('circadian_records', 'sqlite');
  const derive = `update circadian_records set eating_window_minutes = ${day.window}, last_eating_time = ${day.last} where id = new.id;`;
  await sql.raw(`create trigger circadian_records_eating_insert after insert on circadian_records begin ${derive} end`).execute(db);
  await sql
    .raw(`create trigger circadian_records_eating_update after update of ${DAY_INPUTS.join(', ')} on circadian_records begin ${derive} end`)
    .execute(db);
  for (const [op, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql
      .raw(
        `create trigger eating_events_${op} after ${op} on eating_events begin
          update circadian_records set ${eventFigures(`${row}.user_id`, `${row}.date`)} where user_id = ${row}.user_id and date = ${row}.date;
        end`,
      )
      .execute(db);
  }
  await sql.raw(`update circadian_records set eating_window_minutes = ${day.window}, last_eating_time = ${day.last}`).execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  const day = dayFigures('c', 'postgres');
  await sql
    .raw(
      `create function circadian_records_eating() returns trigger language plpgsql as $$
    begin
      update circadian_records c set eating_window_minutes = ${day.window}, last_eating_time = ${day.last} where c.id = new.id;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger circadian_records_eating_insert after insert on circadian_records for each row execute function circadian_records_eating()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger circadian_records_eating_update after update of ${DAY_INPUTS.join(', ')} on circadian_records for each row execute function circadian_records_eating()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function eating_events_figures() returns trigger language plpgsql as $$
    declare
      r eating_events%rowtype;
    begin
      if tg_op = 'DELETE' then r := old; else r := new; end if;
      update circadian_records set ${eventFigures('r.user_id', 'r.date')} where user_id = r.user_id and date = r.date;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger eating_events_figures after insert or delete on eating_events for each row execute function eating_events_figures()`,
    )
    .execute(db);
  await sql.raw(`update circadian_records c set eating_window_minutes = ${day.window}, last_eating_time = ${day.last}`).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await withId(db.schema.createTable('eating_events'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The contracts' schemas check these first; the constraints are the last line of defence.
    .addColumn('date', 'text', (c) => c.notNull().check(sql`length(date) = 10`))
    .addColumn('time', 'text', (c) => c.notNull().check(sql`length(time) = 5 and time >= '00:00' and time <= '23:59'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('meal', 'snack', 'drink')`))
    .addColumn('note', 'text', (c) => c.check(sql`length(note) <= 200`))
    .addColumn('photo_file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A member's day (the day record, the 20-a-day count) and a range of days (insights, Needs attention).
  await db.schema.createIndex('eating_events_user_date').on('eating_events').columns(['user_id', 'date', 'time']).execute();

  await db.schema
    .alterTable('circadian_records')
    .addColumn('events_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('circadian_records').addColumn('events_first_time', 'text').execute();
  await db.schema.alterTable('circadian_records').addColumn('events_last_time', 'text').execute();
  await db.schema.alterTable('circadian_records').addColumn('eating_window_minutes', 'integer').execute();
  await db.schema.alterTable('circadian_records').addColumn('last_eating_time', 'text').execute();
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);

  // The attention query's covering index now reads the day's eating figures instead of the marks'.
  await db.schema.dropIndex('circadian_records_attention').execute();
  await db.schema
    .createIndex('circadian_records_attention')
    .on('circadian_records')
    .columns(['date', 'user_id', 'eating_window_minutes', 'sleep_pair_share', 'last_eating_time'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await db.schema.dropIndex('circadian_records_attention').execute();
  await db.schema
    .createIndex('circadian_records_attention')
    .on('circadian_records')
    .columns(['date', 'user_id', 'meal_window_minutes', 'sleep_pair_share', 'dinner_logged', 'dinner_time'])
    .execute();
  if (dialect === 'postgres') {
    await sql.raw('drop trigger eating_events_figures on eating_events').execute(db);
    await sql.raw('drop function eating_events_figures()').execute(db);
    await sql.raw('drop trigger circadian_records_eating_update on circadian_records').execute(db);
    await sql.raw('drop trigger circadian_records_eating_insert on circadian_records').execute(db);
    await sql.raw('drop function circadian_records_eating()').execute(db);
  } else {
    for (const name of [
      'eating_events_insert',
      'eating_events_delete',
      'circadian_records_eating_update',
      'circadian_records_eating_insert',
    ])
      await sql.raw(`drop trigger ${name}`).execute(db);
  }
  for (const column of ['last_eating_time', 'eating_window_minutes', 'events_last_time', 'events_first_time', 'events_count'])
    await db.schema.alterTable('circadian_records').dropColumn(column).execute();
  await db.schema.dropTable('eating_events').execute();
}
