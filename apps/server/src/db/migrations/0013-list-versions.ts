// List versions (issue 24): one row per shared list that clients poll (banners, testimonials, live
// sessions, subscription plans, trainers). Every write to a list bumps its version in the same
// transaction, so the version is the list's entity tag: a conditional read is answered 304 from
// the version alone, without reading the list. Rows are created by the first write (an upsert);
// a list with no row yet is version 0.
// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('list_versions').execute();
}
