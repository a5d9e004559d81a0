// Accounts, one-time codes and revoked tokens.
import { sql, type Kysely } from 'kysely';
import { dialectOf, floatType, withId } from './migration-helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = await dialectOf(db);
  const float = floatType(dialect);
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER'))
    .addColumn('email', 'text')
    .addColumn('dob', 'text')
    .addColumn('gender', 'text')
    .addColumn('height', float)
    .addColumn('weight', float)
    .addColumn('bp', 'text')
    .addColumn('medication', 'text')
    .addColumn('last_checkup', 'text')
    .addColumn('goal', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('latitude', float)
    .addColumn('longitude', float)
    .addColumn('last_seen', 'text')
    .addColumn('mobile_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delete_reason', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_role_check', sql`role in ('USER', 'ADMIN', 'SUPERADMIN')`)
    .execute();

  await withId(db.schema.createTable('otp_codes'), dialect)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_mobile_created').on('otp_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
  await db.schema.dropTable('otp_codes').execute();
  await db.schema.dropTable('users').execute();
}
