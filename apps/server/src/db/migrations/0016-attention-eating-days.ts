// attention_circadian.eating_days: each member's most recent logged eating windows (the days the
// long_eating_window rule takes its median over), worked out with the other figures of the row
// (migration 0014) as `YYYY-MM-DD:minutes` pairs, newest first, comma-separated. Before, every
// read of the Needs attention list re-read two to four weeks of days of every member with a long
// day (14,000 rows over 10,000 members in the bench), the largest query of the request, and the
// list missed its target (issue 24: p99 under 200 ms).
//
// And the triggers of migration 0014 mark a summary stale only when it is not stale already: a
// member who logs ten things before the coach's next read wrote their row ten times, and a bulk
// load wrote it once per day and event (on PostgreSQL each write a new row version: 10,000 live
// rows took 43 MB, and every read of the list scanned them).
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './migration-helpers.js';

const FIGURE_COLUMNS = ['user_id', 'date', 'last_eating_time', 'eating_window_minutes', 'sleep_pair_share'].join(', ');

async function createTriggers(db: Kysely<any>, onlyWhenSettled: boolean): Promise<void> {
  const settled = onlyWhenSettled ? ` and figures_key <> ''` : '';
  const upsertSettled = onlyWhenSettled ? ` where attention_circadian.figures_key <> ''` : '';
  if ((await dialectOf(db)) === 'postgres') {
    await sql
      .raw(
        `create or replace function circadian_records_unsettle_attention() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.user_id <> new.user_id) then
          update attention_circadian set figures_key = '' where user_id = old.user_id${settled};
        end if;
        if tg_op <> 'DELETE' then
          insert into attention_circadian (user_id, figures_key) select new.user_id, '' where exists (select 1 from users u where u.id = new.user_id)
          on conflict (user_id) do update set figures_key = ''${upsertSettled};
        end if;
        return null;
      end $$`,
      )
      .execute(db);
    return;
  }
  for (const name of ['circadian_records_attention_insert', 'circadian_records_attention_update', 'circadian_records_attention_delete'])
    await sql.raw(`drop trigger ${name}`).execute(db);
  const unsettle = (row: string) =>
    `insert into attention_circadian (user_id, figures_key) select ${row}.user_id, '' where exists (select 1 from users u where u.id = ${row}.user_id) on conflict (user_id) do update set figures_key = ''${upsertSettled};`;
  const unsettleExisting = (row: string) => `update attention_circadian set figures_key = '' where user_id = ${row}.user_id${settled};`;
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

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attention_circadian').addColumn('eating_days', 'text').execute();
  await createTriggers(db, true);
  // Every row is worked out again, with its eating days, on the next read.
  await sql`update attention_circadian set figures_key = '' where figures_key <> ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createTriggers(db, false);
  await db.schema.alterTable('attention_circadian').dropColumn('eating_days').execute();
}
