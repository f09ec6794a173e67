// The partners' wordmarks, designed as SVG symbols in scripts/media/partner-marks.svg, drawn
// into one PNG each (app/assets/partners/<id>.png, 720×240 on white: 3× their 240×80 box).
// The build makes AVIF and WebP sizes of them, and the home page loads them lazily.
//
// Why pictures and not the SVG: as a sprite drawn with <use>, the marks' 17 runs of text
// were a third of the home page's layout time on a throttled phone (a font lookup and text
// layout per run), and the sprite was fetched with the page's first requests, although the
// partners are below the fold. Text here is set by librsvg with the system's fonts (Debian's
// fonts-liberation stands in for Arial and Times).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const source = 'scripts/media/partner-marks.svg';
const scale = 3;

export async function generatePartnerMarks() {
  const sprite = readFileSync(source, 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 240 80">([\s\S]*?)<\/symbol>/g)];
  if (symbols.length === 0) throw new Error(`${source}: no 240×80 <symbol> found`);
  for (const [, id, body] of symbols) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${240 * scale}" height="${80 * scale}" viewBox="0 0 240 80"><rect width="240" height="80" fill="#fff"/>${body}</svg>`;
    const file = `app/assets/partners/${id}.png`;
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
    console.log(`  ${file}`);
  }
}
