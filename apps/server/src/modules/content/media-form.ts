// Reading the banner and testimonial forms: text fields plus at most one media file, whatever the
// form called its file part (the spec's screens send `image`, others `media` or `file`).
import type { FastifyRequest } from 'fastify';
import { readMultipart, removeMedia, storeMedia, type MediaFolder, type StoredMedia } from '../../lib/media.js';

export interface MediaForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

const FILE_FIELDS = ['image', 'video', 'media', 'file'];

export async function readMediaForm(request: FastifyRequest): Promise<MediaForm> {
  const { fields, files } = await readMultipart(request);
  const name = FILE_FIELDS.find((field) => files[field]) ?? Object.keys(files)[0];
  return { fields, file: name ? files[name]! : null };
}

export interface MediaColumns {
  image_url: string | null;
  video_url: string | null;
}

/** Stores an image or a video and says which column holds it (the other one is cleared). */
export async function storeBannerMedia(
  uploadsDir: string,
  folder: MediaFolder,
  file: Buffer,
): Promise<MediaColumns & { stored: StoredMedia }> {
  const stored = await storeMedia(uploadsDir, folder, file, ['image', 'video']);
  return stored.kind === 'image' ? { image_url: stored.url, video_url: null, stored } : { image_url: null, video_url: stored.url, stored };
}

/**
 * A banner's or a testimonial's update with an optional new image or video. The new file is stored
 * first and `write` saves the changes (answering undefined when the row is gone meanwhile); then
 * the file the row held before is removed, or the new one when there was no row to take it. So no
 * file is left that no row names, and no row names a file that is gone. Answers the row as it is
 * now: `existing` when nothing changed, undefined when the row is gone.
 */
export async function updateWithMedia<Row extends MediaColumns>(options: {
  uploadsDir: string;
  folder: MediaFolder;
  file: Buffer | null;
  existing: Row;
  changes: Record<string, string | null>;
  write: (changes: Record<string, string | null>) => Promise<Row | undefined>;
}): Promise<Row | undefined> {
  const { uploadsDir, existing } = options;
  const media = options.file ? await storeBannerMedia(uploadsDir, options.folder, options.file) : null;
  const changes = media ? { ...options.changes, image_url: media.image_url, video_url: media.video_url } : options.changes;
  if (Object.keys(changes).length === 0) return existing;
  const row = await options.write(changes);
  if (media) {
    if (!row) {
      await removeMedia(uploadsDir, media.stored.url);
    } else {
      await removeMedia(uploadsDir, existing.image_url);
      await removeMedia(uploadsDir, existing.video_url);
    }
  }
  return row;
}

/** Non-empty trimmed text, or undefined (an update leaves the field as it is). */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
