import { describe, expect, it } from 'vitest';
import { mp4WithGps, VIDEO_GPS } from '../../test/content-factories.js';
import { stripMp4Metadata, UnreadableVideoError } from './mp4-metadata.js';

/** The top-level boxes of a file: [type, size]. */
function topLevel(buf: Buffer): [string, number][] {
  const boxes: [string, number][] = [];
  for (let offset = 0; offset < buf.length;) {
    const size = buf.readUInt32BE(offset);
    boxes.push([buf.toString('latin1', offset + 4, offset + 8), size]);
    offset += size;
  }
  return boxes;
}

describe('stripMp4Metadata', () => {
  it('blanks GPS, device and XMP boxes in place and keeps the media bytes where they were', () => {
    const { data: original, media } = mp4WithGps();
    expect(original.toString('latin1')).toContain(VIDEO_GPS);
    const { data, blanked } = stripMp4Metadata(original);
    expect(blanked).toBe(3); // udta, trak's meta, the XMP uuid
    expect(data.length).toBe(original.length);
    const text = data.toString('latin1');
    for (const secret of [VIDEO_GPS, 'Apple', 'iPhone', 'GPSLatitude', '\u00a9xyz']) expect(text).not.toContain(secret);
    expect(topLevel(data).map(([type]) => type)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
    // mdat did not move: chunk offsets into it stay right.
    expect(data.subarray(data.length - media.length)).toEqual(media);
    expect(original.indexOf(media)).toBe(data.indexOf(media));
    expect(text).toContain('mvhd');
    expect(text).toContain('tkhd');
  });

  it('leaves a file without metadata as it is', () => {
    const { data: withGps } = mp4WithGps();
    const once = stripMp4Metadata(withGps).data;
    const twice = stripMp4Metadata(once);
    expect(twice.blanked).toBe(0);
    expect(twice.data).toEqual(once);
  });

  it('refuses a box tree that does not add up', () => {
    const { data } = mp4WithGps();
    const broken = Buffer.from(data);
    broken.writeUInt32BE(0xffff, 32); // a box inside moov claims more than moov holds
    expect(() => stripMp4Metadata(broken)).toThrow(UnreadableVideoError);
    expect(() => stripMp4Metadata(data.subarray(0, data.length - 3))).toThrow(UnreadableVideoError);
  });
});
