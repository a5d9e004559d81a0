// Progress photos of a check-in (issue 42): the most sensitive thing the app holds. Accepted as
// JPEG, PNG or WebP by their bytes, re-encoded with sharp (no metadata survives: GPS, camera, the
// rest), stored as JPEG under DATA_DIR/private/check_in_photos (never under /uploads) with a
// thumbnail made at upload, so reading a thumbnail is one indexed row and one small file read.
// Served to the member and to coaches only; anyone else gets 404, as for an id that does not exist.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHECK_IN_LIMITS, type CheckIn, type CheckInPose } from '@rhythmfit/contracts';
import { inTransaction, nowIso, type DB } from '../../db/database.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { sniffMedia } from '../../lib/media.js';
import { presentCheckIn } from './check-ins.presenter.js';
import * as repo from './check-ins.repository.js';
import { CHECK_IN_MESSAGES } from './check-ins.service.js';

export const CHECK_IN_PHOTO_FOLDER = 'check_in_photos';
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const PHOTO_MESSAGES = {
  missing: 'Please choose a photo to upload (the form part "photo").',
  type: 'Please choose a photo (JPEG, PNG or WebP).',
  unreadable: 'This photo could not be read. Please choose another file.',
} as const;

/** The reference of a stored check-in photo file, as erasure's removePrivateMedia takes it. */
export const checkInPhotoRef = (file: string) => `/private/${CHECK_IN_PHOTO_FOLDER}/${file}`;

const loadSharp = () => import('sharp').then((module) => module.default);
let sharpLoaded: ReturnType<typeof loadSharp> | null = null;

/** The stored photo and its thumbnail: JPEG, upright, no metadata. */
export async function encodeCheckInPhoto(input: Buffer): Promise<{ full: Buffer; thumb: Buffer }> {
  sharpLoaded ??= loadSharp();
  const sharp = await sharpLoaded;
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata).
    const upright = await sharp(input, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: CHECK_IN_LIMITS.photoMaxSide, height: CHECK_IN_LIMITS.photoMaxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const thumb = await sharp(upright)
      .resize({ width: CHECK_IN_LIMITS.thumbMaxSide, height: CHECK_IN_LIMITS.thumbMaxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { full: upright, thumb };
  } catch {
    throw new BadRequestError(PHOTO_MESSAGES.unreadable, 'invalid_image');
  }
}

async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const target = path.join(dir, name);
  const temp = path.join(dir, `.${name}.part`);
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes a photo's two files; answers their names. */
export async function storePhotoFiles(
  privateDir: string,
  encoded: { full: Buffer; thumb: Buffer },
): Promise<{ file: string; thumb: string }> {
  const dir = path.join(privateDir, CHECK_IN_PHOTO_FOLDER);
  await mkdir(dir, { recursive: true });
  const base = randomUUID();
  const file = `${base}.jpg`;
  const thumb = `${base}.thumb.jpg`;
  await writeAtomically(dir, file, encoded.full);
  await writeAtomically(dir, thumb, encoded.thumb);
  return { file, thumb };
}

async function removeFiles(privateDir: string, files: string[]): Promise<void> {
  for (const file of files) await rm(path.join(privateDir, CHECK_IN_PHOTO_FOLDER, path.basename(file)), { force: true });
}

/** Adds or replaces the photo of one pose on the member's own check-in (not once it is reviewed). */
export async function setPhoto(
  db: DB,
  privateDir: string,
  userId: number,
  id: number,
  pose: CheckInPose,
  photo: Buffer | undefined,
): Promise<CheckIn> {
  const checkIn = await repo.checkInById(db, id);
  if (!checkIn || checkIn.user_id !== userId) throw new NotFoundError(CHECK_IN_MESSAGES.notFound, 'check_in_not_found');
  if (checkIn.status === 'reviewed') throw new ConflictError(CHECK_IN_MESSAGES.reviewed, 'check_in_reviewed');
  if (!photo) throw new BadRequestError(PHOTO_MESSAGES.missing, 'photo_required');
  const sniffed = sniffMedia(photo);
  if (!sniffed || !ACCEPTED.has(sniffed.contentType)) throw new BadRequestError(PHOTO_MESSAGES.type, 'unsupported_media');
  const stored = await storePhotoFiles(privateDir, await encodeCheckInPhoto(photo));
  let previous: { file: string; thumb_file: string } | undefined;
  try {
    previous = await inTransaction(db, async (trx) => {
      const status = await trx.selectFrom('check_ins').select('status').where('id', '=', id).executeTakeFirst();
      if (!status) throw new NotFoundError(CHECK_IN_MESSAGES.notFound, 'check_in_not_found');
      if (status.status === 'reviewed') throw new ConflictError(CHECK_IN_MESSAGES.reviewed, 'check_in_reviewed');
      const old = await trx
        .deleteFrom('check_in_photos')
        .where('check_in_id', '=', id)
        .where('pose', '=', pose)
        .returning(['file', 'thumb_file'])
        .executeTakeFirst();
      await trx
        .insertInto('check_in_photos')
        .values({
          check_in_id: id,
          user_id: userId,
          pose,
          file: stored.file,
          thumb_file: stored.thumb,
          content_type: 'image/jpeg',
          created_at: nowIso(),
        })
        .execute();
      return old;
    });
  } catch (error) {
    await removeFiles(privateDir, [stored.file, stored.thumb]);
    throw error;
  }
  if (previous) await removeFiles(privateDir, [previous.file, previous.thumb_file]);
  const row = (await repo.checkInById(db, id))!;
  return presentCheckIn(row, await repo.partsOf(db, [id]));
}

/** A photo (or its thumbnail) for its member or a coach; undefined otherwise (a 404). */
export async function readPhoto(
  db: DB,
  privateDir: string,
  viewer: { userId: number; coach: boolean },
  id: number,
  pose: CheckInPose,
  size: 'full' | 'thumb',
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('check_in_photos')
    .select(['user_id', 'file', 'thumb_file'])
    .where('check_in_id', '=', id)
    .where('pose', '=', pose)
    .executeTakeFirst();
  if (!row || (row.user_id !== viewer.userId && !viewer.coach)) return undefined;
  const name = path.basename(size === 'thumb' ? row.thumb_file : row.file);
  return readFile(path.join(privateDir, CHECK_IN_PHOTO_FOLDER, name)).catch(() => undefined);
}
