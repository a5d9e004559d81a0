// Updating the member's own profile: only the editable fields of section 3, the weight lock
// (weight changes here only while no progress entries exist) and the photo swap (store the new
// file, write the row, then delete the old file; on failure the new file is removed instead).
import { PROFILE_MESSAGES, PROFILE_PHOTO_MAX_BYTES, type ProfileUpdate } from '@rhythmfit/contracts';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { UserRow, UserUpdate } from '../../db/schema.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { removeMedia, storeMedia } from '../../lib/media.js';
import { findUserById } from '../users/index.js';

const COLUMNS: Record<keyof ProfileUpdate, keyof UserUpdate> = {
  name: 'name',
  dob: 'dob',
  gender: 'gender',
  height: 'height',
  weight: 'weight',
  bp: 'bp',
  medication: 'medication',
  lastCheckup: 'last_checkup',
  goal: 'goal',
  address: 'address',
  city: 'city',
  state: 'state',
  language: 'language',
};

function toColumns(changes: ProfileUpdate): UserUpdate {
  const update: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(COLUMNS) as [keyof ProfileUpdate, string][]) {
    if (changes[key] !== undefined) update[column] = changes[key];
  }
  return update as UserUpdate;
}

export async function updateProfile(db: DB, uploadsDir: string, userId: number, changes: ProfileUpdate, photo?: Buffer): Promise<UserRow> {
  const current = await findUserById(db, userId);
  if (!current) throw new NotFoundError('User not found');
  const update = toColumns(changes);
  const weightChanges = update.weight !== undefined && update.weight !== current.weight;
  if (!weightChanges) delete update.weight;

  if (photo && photo.length > PROFILE_PHOTO_MAX_BYTES) {
    throw new AppError(413, 'payload_too_large', `The photo must be at most ${PROFILE_PHOTO_MAX_BYTES / 1_048_576} MB`);
  }
  // Checked before the photo is stored so a refused update leaves nothing behind.
  if (weightChanges && (await hasProgress(db, userId))) throw new ConflictError(PROFILE_MESSAGES.weightLocked, 'weight_locked');

  const stored = photo ? await storeMedia(uploadsDir, 'profile_pictures', photo, ['image']) : null;
  if (stored) update.profile_picture = stored.url;
  update.updated_at = nowIso();
  try {
    let query = db.updateTable('users').set(update).where('id', '=', userId);
    // The lock again, in the same statement, for an entry recorded in between.
    if (weightChanges)
      query = query.where(sql<boolean>`not exists (select 1 from progress_entries where progress_entries.user_id = ${userId})`);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ConflictError(PROFILE_MESSAGES.weightLocked, 'weight_locked');
  } catch (error) {
    if (stored) await removeMedia(uploadsDir, stored.url);
    throw error;
  }
  if (stored && current.profile_picture && current.profile_picture !== stored.url) await removeMedia(uploadsDir, current.profile_picture);
  return (await findUserById(db, userId))!;
}

async function hasProgress(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('progress_entries').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return Boolean(row);
}
