// Rasterises the SVG logo into the PNG icons the web app manifest and iOS ask for. The output is
// committed; run again only when the logo changes: node apps/web/scripts/generate-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'));
const background = '#0b7285';

// Plain icons: the rounded logo as is, transparent corners.
for (const size of [192, 512]) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(publicDir, `icon-${size}.png`));
}

// Maskable and Apple touch icons: full-bleed background, the mark inside the 80 % safe zone.
async function padded(size, file) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(publicDir, file));
}
await padded(512, 'icon-maskable-512.png');
await padded(192, 'icon-maskable-192.png');
await padded(180, 'apple-touch-icon.png');
console.log('icons written to', publicDir);
