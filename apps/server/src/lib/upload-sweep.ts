// Uploaded files that no row refers to: left by a crash between storing a file and committing
// its row (or between committing a new picture and removing the old one), and `.part` files of
// writes cut short. The sweep removes them; main.ts runs it at start and then hourly on the
// fleet's leader. A grace period keeps files that another instance has just stored and is about
// to commit (0 is safe only when nothing else writes: one instance, at start).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/database.js';

/** Every column that holds an /uploads/... path, by folder (lib/media.ts MediaFolder). */
export const UPLOAD_REFERENCES = {
  profile_pictures: [{ table: 'users', column: 'profile_picture' }],
  banners: [
    { table: 'banners', column: 'image_url' },
    { table: 'banners', column: 'video_url' },
  ],
  testimonials: [
    { table: 'testimonials', column: 'image_url' },
    { table: 'testimonials', column: 'video_url' },
  ],
  exercises: [{ table: 'exercises', column: 'video_file' }],
} as const;

export async function referencedUploads(db: DB): Promise<Set<string>> {
  const urls = new Set<string>();
  for (const refs of Object.values(UPLOAD_REFERENCES)) {
    for (const { table, column } of refs) {
      // Table and column names come from the constant above, never from input.
      const rows = (await db
        .selectFrom(table as 'users')
        .select(`${column} as url` as 'profile_picture')
        .where(column as 'profile_picture', 'is not', null)
        .execute()) as unknown as { url: string }[];
      for (const row of rows) urls.add(row.url);
    }
  }
  return urls;
}

/** Every column that holds a private media file name (lib/media.ts privateMediaDir), by folder. */
export const PRIVATE_REFERENCES = {
  eating_photos: { table: 'eating_events', column: 'photo_file' },
} as const;

async function referencedPrivateFiles(db: DB, folder: keyof typeof PRIVATE_REFERENCES): Promise<Set<string>> {
  const { table, column } = PRIVATE_REFERENCES[folder];
  // Table and column names come from the constant above, never from input.
  const rows = (await db
    .selectFrom(table as 'eating_events')
    .select(`${column} as name` as 'photo_file')
    .where(column as 'photo_file', 'is not', null)
    .execute()) as unknown as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

async function sweepFolder(dir: string, cutoff: number, isReferenced: (name: string) => boolean): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    const isPart = name.startsWith('.') && name.endsWith('.part');
    if (isPart || !isReferenced(name)) {
      await rm(file, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * Removes unreferenced files older than `graceMs` from the public media folders and, when
 * `privateDir` is given, from the private ones (food photos), answering them as `folder/name`
 * (`private/folder/name` for private files).
 */
export async function sweepOrphanUploads(db: DB, uploadsDir: string, graceMs: number, privateDir?: string): Promise<{ removed: string[] }> {
  const referenced = await referencedUploads(db);
  const removed: string[] = [];
  const cutoff = Date.now() - graceMs;
  for (const folder of Object.keys(UPLOAD_REFERENCES)) {
    const names = await sweepFolder(path.join(uploadsDir, folder), cutoff, (name) => referenced.has(`/uploads/${folder}/${name}`));
    removed.push(...names.map((name) => `${folder}/${name}`));
  }
  if (privateDir) {
    for (const folder of Object.keys(PRIVATE_REFERENCES) as (keyof typeof PRIVATE_REFERENCES)[]) {
      const kept = await referencedPrivateFiles(db, folder);
      const names = await sweepFolder(path.join(privateDir, folder), cutoff, (name) => kept.has(name));
      removed.push(...names.map((name) => `private/${folder}/${name}`));
    }
  }
  return { removed };
}
