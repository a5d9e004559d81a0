// Location and device metadata out of uploaded MP4/QuickTime videos. Phones write GPS (`©xyz`,
// `loci`), the camera model and software into `udta` and `meta` boxes, and XMP into `uuid` boxes;
// they would be served to anyone who can see the video. Each such box is turned into a `free` box
// of the same size with its bytes zeroed: nothing moves, so the chunk offsets (`stco`/`co64`) that
// point into `mdat` stay right and the video plays as before. A box tree that does not add up is
// refused rather than stored with its metadata.
export class UnreadableVideoError extends Error {}

/** Boxes that hold other boxes, walked to find metadata inside them. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex', 'moof', 'traf', 'mfra']);
/** Boxes that carry metadata rather than media: blanked wherever they are. */
const METADATA = new Set(['udta', 'meta', 'uuid', 'Xtra', 'loci', '\u00a9xyz']);

function walk(buf: Buffer, start: number, end: number, topLevel: boolean): number {
  let blanked = 0;
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) throw new UnreadableVideoError('truncated box header');
    let size = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (end - offset < 16) throw new UnreadableVideoError('truncated large box header');
      const large = buf.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableVideoError('box too large');
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last top-level box may say so.
      if (!topLevel) throw new UnreadableVideoError('open-ended box inside a container');
      size = end - offset;
    }
    if (size < header || offset + size > end) throw new UnreadableVideoError(`box ${JSON.stringify(type)} does not fit`);
    if (METADATA.has(type)) {
      // Keep the size (and the large-size field): the box becomes `free`, its content zeros.
      buf.write('free', offset + 4, 'latin1');
      buf.fill(0, offset + header, offset + size);
      blanked += 1;
    } else if (CONTAINERS.has(type)) {
      blanked += walk(buf, offset + header, offset + size, false);
    }
    offset += size;
  }
  return blanked;
}

/**
 * A copy of an MP4/QuickTime file with every metadata box blanked, and how many there were.
 * Throws UnreadableVideoError when the box structure does not add up.
 */
export function stripMp4Metadata(input: Buffer): { data: Buffer; blanked: number } {
  const data = Buffer.from(input);
  const blanked = walk(data, 0, data.length, true);
  return { data, blanked };
}
