// SVG → JPEG at the exact pixel size content modules expect (quality 82, mozjpeg).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { createRandom } from './draw/canvas.ts';

// A seeded grey-noise tile, soft-lit over every frame: it breaks up gradient banding and gives
// the illustrations a printed feel. librsvg's feTurbulence at full frame was far slower.
const tileSize = 256;
let grainTile: Buffer | undefined;
async function grain() {
  if (!grainTile) {
    const rnd = createRandom('grain');
    const pixels = Buffer.alloc(tileSize * tileSize);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 128 + Math.round((rnd.next() - 0.5) * 30);
    grainTile = await sharp(pixels, { raw: { width: tileSize, height: tileSize, channels: 1 } })
      .png()
      .toBuffer();
  }
  return grainTile;
}

export async function rasterize(svg: string) {
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .flatten({ background: '#061a33' })
    .composite([{ input: await grain(), tile: true, blend: 'soft-light' }]);
}

export async function renderJpeg(svg: string, file: string, { quality = 82 }: { quality?: number } = {}) {
  mkdirSync(dirname(file), { recursive: true });
  await (await rasterize(svg)).jpeg({ quality, mozjpeg: true }).toFile(file);
}
