// Makes sure the configured first admin exists: created when missing, promoted when the number
// belongs to a member, and never has its password changed behind anyone's back.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/database.js';
import { nowIso } from './db/database.js';
import { hashPassword, isCommonPassword } from './modules/auth/index.js';
import { findUserByMobile, insertUser, updateUser } from './modules/users/index.js';

export type AdminRole = 'ADMIN' | 'SUPERADMIN';

export async function ensureAdmin(
  db: DB,
  admin: { mobile: string; password: string; name: string; role?: AdminRole },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<'created' | 'promoted' | 'exists'> {
  const role = admin.role ?? 'SUPERADMIN';
  const existing = await findUserByMobile(db, admin.mobile);
  if (!existing) {
    // The start-up account is not refused (a demo may use anything), but a common password is said out loud.
    if (await isCommonPassword(admin.password)) log.warn(`ADMIN_PASSWORD is a common password: change it with npm run create-admin`);
    const now = nowIso();
    await insertUser(db, {
      name: admin.name,
      mobile: admin.mobile,
      password_hash: await hashPassword(admin.password),
      role,
      mobile_verified: 1,
      deleted: 0,
      created_at: now,
      updated_at: now,
    });
    log.info({ mobile: admin.mobile }, `created ${role} ${admin.mobile}`);
    return 'created';
  }
  if (existing.role !== role && existing.role !== 'SUPERADMIN') {
    await updateUser(db, existing.id, { role, updated_at: nowIso() });
    log.warn({ mobile: admin.mobile }, `promoted existing account ${admin.mobile} to ${role}; its password was left unchanged`);
    return 'promoted';
  }
  return 'exists';
}
