// Idempotency keys remember what they were first used for (issue 24, Stripe's rules): a fingerprint
// of the request (method, path and a hash of the canonical JSON body). The same key with the same
// fingerprint replays the stored answer; with another one it is refused (422
// idempotency_key_reused). Rows stored before this migration have no fingerprint and are compared
// by method and path only; they are purged after a week anyway.
// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('fingerprint', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('fingerprint').execute();
}
