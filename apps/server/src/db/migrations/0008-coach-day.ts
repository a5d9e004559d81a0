// The coach's day: each member's conversation with the coaching team (messages), the reasons a
// coach dismissed on the Needs attention list, and what the attention query reads by: indexes, and
// two figures of each circadian day kept by the database itself (triggers), so the query over
// 10,000 members adds numbers up instead of parsing times:
//   meal_window_minutes  first to last logged meal of the day (null with fewer than two meals);
//   sleep_pair_share     the Sleep Regularity Index's share of one-minute epochs in the same state
//                        (asleep/awake) 24 h apart, between this night and the previous day's
//                        (null when either is missing) - the same rule as contracts' sameStateShare.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId, type Dialect } from './migration-helpers.js';

/** The advisory lock class of "one member's circadian days" (PostgreSQL). */
const PAIR_LOCK = 727_001;
const MEAL_COLUMNS = ['breakfast_logged', 'breakfast_time', 'lunch_logged', 'lunch_time', 'dinner_logged', 'dinner_time'];
const WATCHED = [...MEAL_COLUMNS, 'sleep_start', 'sleep_end'].join(', ');

/** SQLite: the day's meal window in minutes from the columns of row `r` (a table alias or `new`). */
function sqliteMealWindow(r: string): string {
  const minutes = (c: string) => `(cast(substr(${r}.${c}_time, 1, 2) as integer) * 60 + cast(substr(${r}.${c}_time, 4, 2) as integer))`;
  const gap = (a: string, b: string) =>
    `case when ${r}.${a}_logged = 1 and ${r}.${b}_logged = 1 and ${r}.${a}_time is not null and ${r}.${b}_time is not null then abs(${minutes(a)} - ${minutes(b)}) else -1 end`;
  return `nullif(max(${gap('breakfast', 'lunch')}, ${gap('breakfast', 'dinner')}, ${gap('lunch', 'dinner')}), -1)`;
}

/** SQLite: the same-state share of night `p` (the day before) and night `c`, in minutes. */
function sqlitePairShare(p: string, c: string): string {
  const m = (x: string) => `(julianday(${x}) * 1440.0)`;
  const [s1, e1, s2, e2] = [
    m(`${p}.sleep_start`),
    m(`${p}.sleep_end`),
    `(${m(`${c}.sleep_start`)} - 1440)`,
    `(${m(`${c}.sleep_end`)} - 1440)`,
  ];
  return `case when ${p}.sleep_start is null or ${p}.sleep_end is null or ${c}.sleep_start is null or ${c}.sleep_end is null
      or ${e1} <= ${s1} or ${e2} <= ${s2} then null
    else (1440 - min(1440, round((${e1} - ${s1}) + (${e2} - ${s2}) - 2 * max(0, min(${e1}, ${e2}) - max(${s1}, ${s2}))))) / 1440.0 end`;
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const body = `
    update circadian_records set
      meal_window_minutes = ${sqliteMealWindow('new')},
      sleep_pair_share = (select ${sqlitePairShare('p', 'new')} from circadian_records p where p.user_id = new.user_id and p.date = date(new.date, '-1 day'))
    where id = new.id;
    update circadian_records set sleep_pair_share = ${sqlitePairShare('new', 'circadian_records')}
    where user_id = new.user_id and date = date(new.date, '+1 day');`;
  await sql.raw(`create trigger circadian_records_derive_insert after insert on circadian_records begin ${body} end`).execute(db);
  await sql
    .raw(`create trigger circadian_records_derive_update after update of ${WATCHED} on circadian_records begin ${body} end`)
    .execute(db);
  await sql.raw(`update circadian_records set meal_window_minutes = ${sqliteMealWindow('circadian_records')}`).execute(db);
  await sql
    .raw(
      `update circadian_records set sleep_pair_share = (select ${sqlitePairShare('p', 'circadian_records')} from circadian_records p where p.user_id = circadian_records.user_id and p.date = date(circadian_records.date, '-1 day'))`,
    )
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function circadian_meal_window(bl integer, bt text, ll integer, lt text, dl integer, dt text) returns integer language sql immutable as $$
      select nullif(greatest(
        case when bl = 1 and ll = 1 and bt is not null and lt is not null then abs((cast(substr(bt, 1, 2) as integer) * 60 + cast(substr(bt, 4, 2) as integer)) - (cast(substr(lt, 1, 2) as integer) * 60 + cast(substr(lt, 4, 2) as integer))) else -1 end,
        case when bl = 1 and dl = 1 and bt is not null and dt is not null then abs((cast(substr(bt, 1, 2) as integer) * 60 + cast(substr(bt, 4, 2) as integer)) - (cast(substr(dt, 1, 2) as integer) * 60 + cast(substr(dt, 4, 2) as integer))) else -1 end,
        case when ll = 1 and dl = 1 and lt is not null and dt is not null then abs((cast(substr(lt, 1, 2) as integer) * 60 + cast(substr(lt, 4, 2) as integer)) - (cast(substr(dt, 1, 2) as integer) * 60 + cast(substr(dt, 4, 2) as integer))) else -1 end
      ), -1) $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function circadian_pair_share(ps text, pe text, cs text, ce text) returns double precision language sql stable as $$
      select cast(case when s1 is null or e1 is null or s2 is null or e2 is null or e1 <= s1 or e2 <= s2 then null
        else (1440 - least(1440, round((e1 - s1) + (e2 - s2) - 2 * greatest(0, least(e1, e2) - greatest(s1, s2))))) / 1440.0 end as double precision)
      from (select extract(epoch from cast(ps as timestamptz)) / 60.0 as s1, extract(epoch from cast(pe as timestamptz)) / 60.0 as e1,
                   extract(epoch from cast(cs as timestamptz)) / 60.0 - 1440 as s2, extract(epoch from cast(ce as timestamptz)) / 60.0 - 1440 as e2) t $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function circadian_records_derive() returns trigger language plpgsql as $$
    begin
      update circadian_records set
        meal_window_minutes = circadian_meal_window(new.breakfast_logged, new.breakfast_time, new.lunch_logged, new.lunch_time, new.dinner_logged, new.dinner_time),
        sleep_pair_share = (select circadian_pair_share(p.sleep_start, p.sleep_end, new.sleep_start, new.sleep_end) from circadian_records p
                            where p.user_id = new.user_id and p.date = to_char(cast(new.date as date) - 1, 'YYYY-MM-DD'))
      where id = new.id;
      update circadian_records c set sleep_pair_share = circadian_pair_share(new.sleep_start, new.sleep_end, c.sleep_start, c.sleep_end)
      where c.user_id = new.user_id and c.date = to_char(cast(new.date as date) + 1, 'YYYY-MM-DD');
      return null;
    end $$`,
    )
    .execute(db);
  // Two days of one member written at once (an offline queue replaying) would each miss the other
  // under READ COMMITTED and leave their pair empty. A per-member lock taken before any row is
  // touched (BEFORE INSERT fires first, also for an upsert) makes them take turns; the second
  // sees the first. Always taken first, so it cannot join a lock cycle.
  await sql
    .raw(
      `create function circadian_records_serialize() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(${PAIR_LOCK}, new.user_id);
      return new;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger circadian_records_serialize before insert or update of ${WATCHED} on circadian_records for each row execute function circadian_records_serialize()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger circadian_records_derive_insert after insert on circadian_records for each row execute function circadian_records_derive()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger circadian_records_derive_update after update of ${WATCHED} on circadian_records for each row execute function circadian_records_derive()`,
    )
    .execute(db);
  await sql
    .raw(
      `update circadian_records c set
      meal_window_minutes = circadian_meal_window(c.breakfast_logged, c.breakfast_time, c.lunch_logged, c.lunch_time, c.dinner_logged, c.dinner_time),
      sleep_pair_share = (select circadian_pair_share(p.sleep_start, p.sleep_end, c.sleep_start, c.sleep_end) from circadian_records p
                          where p.user_id = c.user_id and p.date = to_char(cast(c.date as date) - 1, 'YYYY-MM-DD'))`,
    )
    .execute(db);
}

/** Tables whose writes are a member's activity, and the column holding when. */
const ACTIVITY: [table: string, column: string][] = [
  ['circadian_records', 'updated_at'],
  ['progress_entries', 'created_at'],
  ['bookings', 'created_at'],
  ['coaching_sessions', 'created_at'],
];

/**
 * member_activity: each member's latest log (a circadian write, a weight, an appointment or a
 * session booked), kept by triggers so "no logs for 3 days" is one indexed range, not a scan of
 * every log ever written.
 */
async function createMemberActivity(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('member_activity')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_activity_last_at').on('member_activity').columns(['last_at', 'user_id']).execute();
  for (const [table, column] of ACTIVITY) {
    if (dialect === 'postgres') {
      await sql
        .raw(
          `create function ${table}_activity() returns trigger language plpgsql as $$
        begin
          insert into member_activity (user_id, last_at) values (new.user_id, new.${column})
          on conflict (user_id) do update set last_at = greatest(member_activity.last_at, excluded.last_at);
          return null;
        end $$`,
        )
        .execute(db);
      // PostgreSQL fires a row's triggers in name order: "track" after "derive", so every write
      // locks circadian days in date order (its own, then the next) and member_activity last, and
      // two writes of one member cannot wait on each other in a circle.
      await sql
        .raw(
          `create trigger ${table}_track_activity after insert or update of ${column} on ${table} for each row execute function ${table}_activity()`,
        )
        .execute(db);
    } else {
      const body = `insert into member_activity (user_id, last_at) values (new.user_id, new.${column})
        on conflict (user_id) do update set last_at = max(member_activity.last_at, excluded.last_at);`;
      await sql.raw(`create trigger ${table}_activity_insert after insert on ${table} begin ${body} end`).execute(db);
      await sql.raw(`create trigger ${table}_activity_update after update of ${column} on ${table} begin ${body} end`).execute(db);
    }
  }
  const latest = ACTIVITY.map(([table, column]) => `select user_id, max(${column}) as at from ${table} group by user_id`).join(
    ' union all ',
  );
  await sql
    .raw(`insert into member_activity (user_id, last_at) select user_id, max(at) from (${latest}) activity group by user_id`)
    .execute(db);
}

async function createDerivedColumns(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('circadian_records').addColumn('meal_window_minutes', 'integer').execute();
  await db.schema.alterTable('circadian_records').addColumn('sleep_pair_share', floatType(dialect)).execute();
  if (dialect === 'postgres') await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  // Every circadian reason of the attention query reads this index alone (a range of dates).
  await db.schema
    .createIndex('circadian_records_attention')
    .on('circadian_records')
    .columns(['date', 'user_id', 'meal_window_minutes', 'sleep_pair_share', 'dinner_logged', 'dinner_time'])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  // user_id is the member whose conversation it is (the coach's replies too), so erasing the member
  // erases the whole conversation; sender_id is who wrote it.
  await withId(db.schema.createTable('messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_coach', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // A conversation's pages (newest first by id) and its last message.
  await db.schema.createIndex('messages_user_id_id').on('messages').columns(['user_id', 'id']).execute();
  // Unread counts: the other side's messages without a read mark.
  await db.schema.createIndex('messages_user_from_read').on('messages').columns(['user_id', 'from_coach', 'read_at']).execute();

  // One dismissal per member and reason; it hides the reason while its value and since stay the same.
  await withId(db.schema.createTable('attention_dismissals'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', floatType(dialect), (c) => c.notNull())
    .addColumn('since', 'text')
    .addColumn('dismissed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attention_dismissals_user_code_unique', ['user_id', 'code'])
    .execute();

  await createDerivedColumns(db, dialect);
  await createMemberActivity(db, dialect);

  // Recent appointments by date (missed ones).
  await db.schema.createIndex('bookings_date_status').on('bookings').columns(['date', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  for (const [table] of ACTIVITY) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger ${table}_track_activity on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_activity()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${table}_activity_insert`).execute(db);
      await sql.raw(`drop trigger ${table}_activity_update`).execute(db);
    }
  }
  await db.schema.dropTable('member_activity').execute();
  await db.schema.dropIndex('circadian_records_attention').execute();
  await sql.raw('drop trigger circadian_records_derive_update' + (dialect === 'postgres' ? ' on circadian_records' : '')).execute(db);
  await sql.raw('drop trigger circadian_records_derive_insert' + (dialect === 'postgres' ? ' on circadian_records' : '')).execute(db);
  if (dialect === 'postgres') {
    await sql.raw('drop trigger circadian_records_serialize on circadian_records').execute(db);
    await sql.raw('drop function circadian_records_serialize()').execute(db);
    await sql.raw('drop function circadian_records_derive()').execute(db);
    await sql.raw('drop function circadian_pair_share(text, text, text, text)').execute(db);
    await sql.raw('drop function circadian_meal_window(integer, text, integer, text, integer, text)').execute(db);
  }
  await db.schema.alterTable('circadian_records').dropColumn('sleep_pair_share').execute();
  await db.schema.alterTable('circadian_records').dropColumn('meal_window_minutes').execute();
  await db.schema.dropIndex('bookings_date_status').execute();
  await db.schema.dropTable('attention_dismissals').execute();
  await db.schema.dropTable('messages').execute();
}
