// attention_circadian.eating_days: each member's most recent logged eating windows (the days the
// long_eating_window rule takes its median over), worked out with the other figures of the row
// (migration 0014) as `YYYY-MM-DD:minutes` pairs, newest first, comma-separated. Before, every
// read of the Needs attention list re-read two to four weeks of days of every member with a long
// day (14,000 rows over 10,000 members in the bench), the largest query of the request, and the
// list missed its target (issue 24: p99 under 200 ms).
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attention_circadian').addColumn('eating_days', 'text').execute();
  // Every row is worked out again, with its eating days, on the next read.
  await sql`update attention_circadian set figures_key = ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attention_circadian').dropColumn('eating_days').execute();
}
