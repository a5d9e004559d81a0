// Reading the banner and testimonial forms: text fields plus at most one media file, whatever the
// form called its file part (the spec's screens send `image`, others `media` or `file`).
import type { FastifyRequest } from 'fastify';
import { readMultipart, storeMedia, type MediaFolder, type StoredMedia } from '../../lib/media.js';

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

/** Non-empty trimmed text, or undefined (an update leaves the field as it is). */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
