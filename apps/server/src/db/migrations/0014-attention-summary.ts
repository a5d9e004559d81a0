// attention_circadian: each member's circadian figures for the Needs attention list, one row per
// member, so the list reads 10,000 short rows instead of every member's days (two to four weeks
// each) on every request.
//
// The figures depend on "today" (the windows slide every day) and on two settings (the late-dinner
// time, the eating-window hours), so a row holds the figures for one figures_key (today and those
// settings) and the key it was worked out for. Every write of a member's circadian days (a day, a
// meal mark, sleep, an eating event through its trigger, an erasure) empties the member's key here
// in the same transaction (triggers below), so a changed day is never read from an old figure.
// The read (coach-day's attention repository) works out again, in one statement, exactly the rows
// whose key is not the current one: the members written since the last read, and everyone on the
// first read of a new day. Between writes and days the list is a read of this table.
//
// attention_weight: each member's last monthly weight and the one before (the weight_gain reason),
// kept by triggers on progress_entries in the same transaction, so the list reads the few members
// at a gain instead of ranking every member's entries on every request. It holds no "today", so it
// is always current.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, type Dialect } from './migration-helpers.js';

/** The advisory lock class of "one member's weight entries" (PostgreSQL). */
const WEIGHT_LOCK = 727_014;

/**
 * Sets member `userId`'s attention_weight row from their entries (none left: no row). Nothing is
 * inserted for an account being deleted: its entries go by cascade, and a new row would point at it.
 */
function settleWeight(userId: string): string {
  return `delete from attention_weight where user_id = ${userId} and not exists (select 1 from progress_entries e where e.user_id = ${userId});
    insert into attention_weight (user_id, date, weight, prev_weight)
    select p.user_id, p.date, p.weight,
      (select q.weight from progress_entries q where q.user_id = p.user_id and q.month < p.month order by q.month desc limit 1)
    from progress_entries p where p.user_id = ${userId} and exists (select 1 from users u where u.id = ${userId}) order by p.month desc limit 1
    on conflict (user_id) do update set date = excluded.date, weight = excluded.weight, prev_weight = excluded.prev_weight;`;
}

async function createWeightSummary(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('attention_weight')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('weight', floatType(dialect), (c) => c.notNull())
    .addColumn('prev_weight', floatType(dialect))
    .execute();
  if (dialect === 'postgres') {
    // Two entries of one member written at once would each miss the other (READ COMMITTED) and the
    // later commit would keep a half view; a per-member lock makes them take turns, and each
    // statement after it sees the other's entry.
    await sql
      .raw(
        `create function progress_entries_attention() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then
          perform pg_advisory_xact_lock(${WEIGHT_LOCK}, old.user_id);
          ${settleWeight('old.user_id')}
        end if;
        if tg_op <> 'DELETE' then
          perform pg_advisory_xact_lock(${WEIGHT_LOCK}, new.user_id);
          ${settleWeight('new.user_id')}
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger progress_entries_attention after insert or delete or update of user_id, month, date, weight on progress_entries for each row execute function progress_entries_attention()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger progress_entries_attention_insert after insert on progress_entries begin ${settleWeight('new.user_id')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger progress_entries_attention_update after update of user_id, month, date, weight on progress_entries begin ${settleWeight('old.user_id')} ${settleWeight('new.user_id')} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger progress_entries_attention_delete after delete on progress_entries begin ${settleWeight('old.user_id')} end`)
      .execute(db);
  }
  await sql`
    insert into attention_weight (user_id, date, weight, prev_weight)
    select user_id, date, weight, prev_weight from (
      select user_id, date, weight,
        lag(weight) over (partition by user_id order by month) as prev_weight,
        row_number() over (partition by user_id order by month desc) as rn
      from progress_entries
    ) latest where rn = 1`.execute(db);
}

/** A write to one of these columns (or an insert or delete) changes a day's attention figures. */
const FIGURE_COLUMNS = ['user_id', 'date', 'last_eating_time', 'eating_window_minutes', 'sleep_pair_share'].join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  await db.schema
    .createTable('attention_circadian')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // '' until worked out, and again after each write of the member's days.
    .addColumn('figures_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('late_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_late', 'text')
    .addColumn('long_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cur_pairs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cur_share', floatType(dialect), (c) => c.notNull().defaultTo(0))
    .addColumn('prev_pairs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prev_share', floatType(dialect), (c) => c.notNull().defaultTo(0))
    .execute();

  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function circadian_records_unsettle_attention() returns trigger language plpgsql as $$
      begin
        -- A deleted day only marks an existing summary stale, and no row is added for an account
        -- being deleted: its days and events go by cascade (an event's delete updates its day),
        -- and a new row would point at it.
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.user_id <> new.user_id) then
          update attention_circadian set figures_key = '' where user_id = old.user_id;
        end if;
        if tg_op <> 'DELETE' then
          insert into attention_circadian (user_id, figures_key) select new.user_id, '' where exists (select 1 from users u where u.id = new.user_id)
          on conflict (user_id) do update set figures_key = '';
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    // Named to fire after circadian_records' other row triggers (PostgreSQL fires them in name
    // order): a write locks its days and member_activity first and this member's row last, as
    // every other write does, so two writes never wait on each other in a circle.
    await sql
      .raw(
        `create trigger circadian_records_unsettle_attention after insert or delete or update of ${FIGURE_COLUMNS} on circadian_records for each row execute function circadian_records_unsettle_attention()`,
      )
      .execute(db);
  } else {
    const unsettle = (row: string) =>
      `insert into attention_circadian (user_id, figures_key) select ${row}.user_id, '' where exists (select 1 from users u where u.id = ${row}.user_id) on conflict (user_id) do update set figures_key = '';`;
    // A deleted day (or the old owner of a moved one) only marks an existing summary stale, and no row
    // is added for an account being deleted: its days and events go by cascade (an event's delete
    // updates its day), and a new row would point at it.
    const unsettleExisting = (row: string) => `update attention_circadian set figures_key = '' where user_id = ${row}.user_id;`;
    await sql
      .raw(`create trigger circadian_records_attention_insert after insert on circadian_records begin ${unsettle('new')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger circadian_records_attention_update after update of ${FIGURE_COLUMNS} on circadian_records begin ${unsettleExisting('old')} ${unsettle('new')} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger circadian_records_attention_delete after delete on circadian_records begin ${unsettleExisting('old')} end`)
      .execute(db);
  }
  // Every member with days so far: worked out on the first read.
  await sql`insert into attention_circadian (user_id, figures_key) select distinct user_id, '' from circadian_records`.execute(db);

  await createWeightSummary(db, dialect);
}

export async function down(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  if (dialect === 'postgres') {
    await sql.raw('drop trigger progress_entries_attention on progress_entries').execute(db);
    await sql.raw('drop function progress_entries_attention()').execute(db);
  } else {
    for (const name of ['progress_entries_attention_insert', 'progress_entries_attention_update', 'progress_entries_attention_delete'])
      await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('attention_weight').execute();
  if (dialect === 'postgres') {
    await sql.raw('drop trigger circadian_records_unsettle_attention on circadian_records').execute(db);
    await sql.raw('drop function circadian_records_unsettle_attention()').execute(db);
  } else {
    for (const name of ['circadian_records_attention_insert', 'circadian_records_attention_update', 'circadian_records_attention_delete'])
      await sql.raw(`drop trigger ${name}`).execute(db);
  }
  await db.schema.dropTable('attention_circadian').execute();
}
