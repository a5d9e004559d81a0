// The member's copy of their data (GET /api/account/export): their profile, then what each domain
// holds of them, asked through the member-data registry. Passwords, push keys and the deletion
// bookkeeping are not part of it.
import type { DB } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import type { MemberDataRegistry } from '../../lib/member-data.js';

export async function exportMemberData(
  db: DB,
  registry: MemberDataRegistry,
  userId: number,
  now = new Date(),
): Promise<{ exportedAt: string; profile: Record<string, unknown>; [domainData: string]: unknown }> {
  const profile = await db
    .selectFrom('users')
    .select([
      'name',
      'mobile',
      'email',
      'dob',
      'gender',
      'height',
      'weight',
      'bp',
      'medication',
      'last_checkup',
      'goal',
      'address',
      'city',
      'state',
      'latitude',
      'longitude',
      'last_seen',
      'language',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw new NotFoundError('User not found');
  const domains: Record<string, unknown> = {};
  for (const owner of registry) Object.assign(domains, await owner.exportMember(db, userId));
  return { ...domains, exportedAt: now.toISOString(), profile };
}
