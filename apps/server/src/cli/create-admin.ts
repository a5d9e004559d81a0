// npm run create-admin -- --mobile 9876543210 --password 'secret123' [--role ADMIN|SUPERADMIN] [--name "Coach"]
// Creates a coach account, or (because this command is explicit) sets the role and password of
// the account that already has that number.
import { parseArgs } from 'node:util';
import { MobileSchema, PASSWORD_MIN_LENGTH } from '@rhythmfit/contracts';
import { loadConfig } from '../config/config.js';
import { migrateToLatest, nowIso, openDatabase } from '../db/database.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../modules/auth/index.js';
import { findUserByMobile, insertUser, updateUser } from '../modules/users/index.js';

const usage =
  'Usage: npm run create-admin -- --mobile <10 digits> --password <at least 8 characters> [--role ADMIN|SUPERADMIN] [--name "Full name"]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    mobile: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'ADMIN' },
    name: { type: 'string', default: 'Coach' },
  },
  strict: true,
});
const mobile = MobileSchema.safeParse(values.mobile ?? '');
if (!mobile.success) fail('--mobile must be exactly 10 digits');
if (!values.password || values.password.length < PASSWORD_MIN_LENGTH) fail(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
const role = (values.role ?? 'ADMIN').toUpperCase();
if (role !== 'ADMIN' && role !== 'SUPERADMIN') fail('--role must be ADMIN or SUPERADMIN');

if (await isCommonPassword(values.password)) fail(`--password: ${COMMON_PASSWORD_MESSAGE}`);

const database = openDatabase(loadConfig().database);
try {
  await migrateToLatest(database.db);
  const existing = await findUserByMobile(database.db, mobile.data);
  const passwordHash = await hashPassword(values.password);
  if (existing) {
    await updateUser(database.db, existing.id, { role, password_hash: passwordHash, deleted: 0, updated_at: nowIso() });
    console.log(`Updated ${mobile.data}: role ${role}, new password set.`);
  } else {
    const now = nowIso();
    await insertUser(database.db, {
      name: values.name ?? 'Coach',
      mobile: mobile.data,
      password_hash: passwordHash,
      role,
      mobile_verified: 1,
      deleted: 0,
      created_at: now,
      updated_at: now,
    });
    console.log(`Created ${role} ${mobile.data}.`);
  }
} finally {
  await database.close();
}
