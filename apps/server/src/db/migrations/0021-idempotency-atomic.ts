// Issue 40: an idempotency key's record now commits only together with the handler's writes and its
// answer (plugins/idempotency.ts), so a row without an answer can only be a reservation left behind
// by the version before, whose request died: nothing of it was answered, and keeping it would refuse
// its retries (409) for good. Removed once, so those retries run as first tries.
// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('status_code', 'is', null).execute();
}

export async function down(): Promise<void> {
  // Nothing to restore: the removed rows were reservations without answers.
}
