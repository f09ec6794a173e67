// The maskable app icon (public/icon-maskable-512.png): the favicon's boat on a full-bleed
// navy square, drawn inside the central 60 % so any platform's mask (circle, squircle) keeps it.
import sharp from 'sharp';

export const boat =
  '<path d="M23 7v26H8z" fill="#d4a84b"/><path d="M26 11v22h13q-3-13-13-22z" fill="#1788b0"/><path d="M5 39q9-5 19 0t19 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';

export async function generateIcons() {
  const size = 512;
  const inner = size * 0.6;
  const offset = (size - inner) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#061a33"/><g transform="translate(${offset} ${offset}) scale(${inner / 48})">${boat}</g></svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile('public/icon-maskable-512.png');
  console.log('  public/icon-maskable-512.png');
}
