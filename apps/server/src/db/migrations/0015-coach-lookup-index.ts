// The coaches' ids are read on every notification to "the coaching team" (each new booking, each
// member's message): `users where role in ('ADMIN', 'SUPERADMIN') and deleted = 0`. Without an
// index that read scans every member, so its cost grew with the practice: in the bench's 200
// concurrent bookings each of the 50 winners scanned all members (issue 24).
// Frozen in time: never import application code here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_role').on('users').column('role').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_role').execute();
}
