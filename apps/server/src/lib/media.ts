// Uploaded media: read multipart bodies, recognise files by their bytes (never by name or declared
// type), re-encode images so camera metadata (GPS and the rest) is gone, and store them under
// generated names below DATA_DIR/uploads. A write goes to a temp file first and is renamed into
// place, so a failure never leaves a partial file.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors.js';
import { stripMp4Metadata, UnreadableVideoError } from './mp4-metadata.js';

export type MediaKind = 'image' | 'video';
/** Public folders under DATA_DIR/uploads, and eating_photos: health data, stored under privateMediaDir only. */
export type MediaFolder = 'profile_pictures' | 'banners' | 'testimonials' | 'eating_photos' | 'exercises';

export interface SniffedMedia {
  kind: MediaKind;
  contentType: string;
  extension: string;
}

export interface StoredMedia extends SniffedMedia {
  /** The public path, e.g. /uploads/banners/1f…c2.jpg */
  url: string;
  filePath: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => buf[offset + i] === byte);

/** What a file really is, from its first bytes; null for anything we do not accept. */
export function sniffMedia(buf: Buffer): SniffedMedia | null {
  if (buf.length < 12) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  if (buf.toString('ascii', 4, 8) === 'ftyp') {
    const brand = buf.toString('ascii', 8, 12);
    if (/^(isom|iso2|iso4|iso5|iso6|mp41|mp42|avc1|dash|M4V |mmp4|MSNV)/.test(brand))
      return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
    return null;
  }
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3]) && buf.subarray(0, 64).includes('webm'))
    return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  return null;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/** Reads a whole multipart body (fields as text, files as buffers within the configured limits). */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new BadRequestError('Send this form as multipart/form-data', 'multipart_expected');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (buffer.length > 0) files[part.fieldname] = buffer;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    } else if (part.value !== undefined && part.value !== null) {
      fields[part.fieldname] = JSON.stringify(part.value);
    }
  }
  return { fields, files };
}

const KIND_MESSAGE: Record<string, string> = {
  image: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  video: 'Please choose a video file (MP4 or WebM).',
  'image,video': 'Please choose an image (JPEG, PNG, WebP or GIF) or a video (MP4 or WebM).',
};

// sharp (libvips) is loaded on the first image upload, not at start: its native library and thread
// pool are about 9 MB of resident memory that a server answering the members' background traffic
// never uses (the 10,000-member mix's peak RSS target is 250 MB, docs/benchmarks.md).
const loadSharp = () => import('sharp').then((module) => module.default);
let sharpLoaded: ReturnType<typeof loadSharp> | null = null;

async function reencodeImage(buffer: Buffer, sniffed: SniffedMedia): Promise<{ data: Buffer; media: SniffedMedia }> {
  sharpLoaded ??= loadSharp();
  const sharp = await sharpLoaded;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const pipeline = sharp(buffer, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    if (sniffed.contentType === 'image/png' || sniffed.contentType === 'image/gif') {
      return { data: await pipeline.png().toBuffer(), media: { kind: 'image', contentType: 'image/png', extension: 'png' } };
    }
    if (sniffed.contentType === 'image/webp') return { data: await pipeline.webp({ quality: 85 }).toBuffer(), media: sniffed };
    return { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), media: sniffed };
  } catch {
    throw new BadRequestError('This image could not be read. Please choose another file.', 'invalid_image');
  }
}

/** MP4 videos lose their location and device metadata; one that cannot be read is refused. */
function cleanVideo(buffer: Buffer, sniffed: SniffedMedia): Buffer {
  if (sniffed.contentType !== 'video/mp4') return buffer;
  try {
    return stripMp4Metadata(buffer).data;
  } catch (error) {
    if (error instanceof UnreadableVideoError) {
      throw new BadRequestError(
        'This video could not be read to remove its location data. Please export it again and retry.',
        'unreadable_video',
      );
    }
    throw error;
  }
}

/** Checks and stores one uploaded file; throws a 400 naming what is accepted. */
export async function storeMedia(uploadsDir: string, folder: MediaFolder, buffer: Buffer, allow: MediaKind[]): Promise<StoredMedia> {
  const sniffed = sniffMedia(buffer);
  if (!sniffed || !allow.includes(sniffed.kind)) {
    throw new BadRequestError(KIND_MESSAGE[allow.join(',')] ?? 'This file type is not accepted.', 'unsupported_media');
  }
  const { data, media } =
    sniffed.kind === 'image' ? await reencodeImage(buffer, sniffed) : { data: cleanVideo(buffer, sniffed), media: sniffed };
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomUUID()}.${media.extension}`;
  const filePath = path.join(dir, fileName);
  const tempPath = path.join(dir, `.${fileName}.part`);
  try {
    await writeFile(tempPath, data, { flag: 'wx' });
    await rename(tempPath, filePath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { ...media, url: `/uploads/${folder}/${fileName}`, filePath };
}

/** Removes a stored file given its public /uploads/... path; ignores anything outside uploads. */
export async function removeMedia(uploadsDir: string, url: string | null | undefined): Promise<void> {
  if (!url || !url.startsWith('/uploads/')) return;
  const target = path.resolve(uploadsDir, url.slice('/uploads/'.length));
  if (!target.startsWith(path.resolve(uploadsDir) + path.sep)) return;
  await rm(target, { force: true });
}

/**
 * Media that must never be public (food photos are health data): stored under DATA_DIR/private,
 * which the static files plugin does not serve; an authenticated route reads them instead.
 * A stored private file is referred to as /private/<folder>/<file name>.
 */
export function privateMediaDir(dataDir: string): string {
  return path.join(dataDir, 'private');
}

export const PRIVATE_MEDIA_PREFIX = '/private/';

/** The file of a /private/... reference, or null for anything outside the private folder. */
export function privateMediaPath(privateDir: string, ref: string | null | undefined): string | null {
  if (!ref || !ref.startsWith(PRIVATE_MEDIA_PREFIX)) return null;
  const target = path.resolve(privateDir, ref.slice(PRIVATE_MEDIA_PREFIX.length));
  return target.startsWith(path.resolve(privateDir) + path.sep) ? target : null;
}

/** Removes a stored private file given its /private/... reference; ignores anything else. */
export async function removePrivateMedia(privateDir: string, ref: string | null | undefined): Promise<void> {
  const target = privateMediaPath(privateDir, ref);
  if (target) await rm(target, { force: true });
}
