// Factories for the content domain's tests: real image bytes, a minimal MP4 header, multipart
// bodies for app.inject(), and ready-made banners and deletion requests.
import sharp from 'sharp';
import type { TestContext } from './helpers.js';
import type { UserRow } from '../src/db/schema.js';

let pngCache: Promise<Buffer> | null = null;

/** A real 8x8 PNG (the server re-encodes images, so it must decode). */
export function pngBytes(): Promise<Buffer> {
  pngCache ??= sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  return pngCache;
}

/** The first bytes of an MP4 (ftyp box, isom brand) followed by filler: enough for the byte check. */
export function mp4Bytes(size = 4096): Buffer {
  const buf = Buffer.alloc(size, 0);
  buf.writeUInt32BE(24, 0);
  buf.write('ftypisom', 4, 'ascii');
  buf.write('isomiso2avc1mp41', 8, 'ascii');
  for (let i = 32; i < size; i += 1) buf[i] = i % 251;
  return buf;
}

export interface FilePart {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data payload and its content-type header, for app.inject(). */
export async function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename ?? 'upload.bin',
    );
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

export async function createBanner(ctx: TestContext, admin: UserRow, fields = { title: 'Summer', subtitle: 'Get fit' }) {
  const body = await multipart(fields, [{ field: 'image', data: await pngBytes(), filename: 'a.png', type: 'image/png' }]);
  const res = await ctx.request(admin, { method: 'POST', url: '/api/banners', ...body });
  if (res.statusCode !== 201) throw new Error(`createBanner failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; imageUrl: string | null; videoUrl: string | null; title: string; subtitle: string };
}

/** A member who asked for deletion (through the API, as the app does). */
export async function createMarkedMember(ctx: TestContext, overrides: Partial<UserRow> = {}) {
  const member = await ctx.createMember(overrides);
  const res = await ctx.request(member, {
    method: 'POST',
    url: '/api/delete-account-request',
    payload: { mobile: member.mobile, reason: 'Moving on' },
  });
  if (res.statusCode !== 201) throw new Error(`deletion request failed: ${res.statusCode} ${res.body}`);
  const request = await ctx.db
    .selectFrom('account_deletion_requests')
    .selectAll()
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return { member, request };
}

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export const VIDEO_GPS = '+37.7749-122.4194+010.000/';

/**
 * A small MP4 as a phone writes it: ftyp, moov (mvhd, udta with ©xyz GPS and the camera make,
 * a trak with a meta box), an XMP uuid box, and mdat with the media bytes.
 */
export function mp4WithGps(): { data: Buffer; media: Buffer } {
  const media = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 251));
  const data = Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isomiso2avc1mp41', 'latin1')),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100, 1)),
      box(
        'udta',
        box('\u00a9xyz', Buffer.from(`\0\u0012\u0015\u00c7${VIDEO_GPS}`, 'latin1')),
        box('\u00a9mak', Buffer.from('\0\u0005\0\0Apple', 'latin1')),
      ),
      box(
        'trak',
        box('tkhd', Buffer.alloc(84, 2)),
        box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(25, 3)), box('ilst', Buffer.from('iPhone 15 Pro', 'latin1'))),
      ),
    ),
    box('uuid', Buffer.from('BE7ACFCB97A942E89C71999491E3AFAC<x:xmpmeta>GPSLatitude 37.7749</x:xmpmeta>', 'latin1')),
    box('mdat', media),
  ]);
  return { data, media };
}
