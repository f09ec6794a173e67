// The images of an Apple Wallet pass (service/passes/wallet-assets/): the favicon's boat,
// an icon on a full-bleed navy square (the lock screen and notifications show it) and a logo
// on the pass's own navy, at 1x, 2x and 3x. Small PNGs, committed: the service reads them at
// start and needs no image library.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { boat } from './icons.ts';

const folder = 'service/passes/wallet-assets';

/** Apple's sizes in points: icon 29 × 29; logo at most 160 × 50, here the boat in a 50 × 50 square. */
const images = [
  { name: 'icon', points: 29, background: '#061a33', inner: 0.8 },
  { name: 'logo', points: 50, background: undefined, inner: 1 },
];

export async function generateWalletAssets() {
  mkdirSync(folder, { recursive: true });
  for (const { name, points, background, inner } of images) {
    for (const scale of [1, 2, 3]) {
      const size = points * scale;
      const drawn = size * inner;
      const offset = (size - drawn) / 2;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
        background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''
      }<g transform="translate(${offset} ${offset}) scale(${drawn / 48})">${boat}</g></svg>`;
      const file = `${folder}/${name}${scale === 1 ? '' : `@${scale}x`}.png`;
      await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
      console.log(`  ${file}`);
    }
  }
}
