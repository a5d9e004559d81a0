// users.language: the language the account reads the app, its notifications and its invoices in
// ('en' or 'hi', issue 43). Null until the member chooses one; a null reads as English.
// Frozen in time: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (col) => col.check(sql`language in ('en', 'hi')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
