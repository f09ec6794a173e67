// The promo video: scenes from the library with slow zooms and pans (zoompan), cross-fades
// (xfade) and two title cards, encoded by Debian's ffmpeg to H.264 MP4 (+ VP9 WebM).
// Text is drawn by ffmpeg's drawtext with the site's own Fraunces and Manrope files: sharp's
// bundled FreeType cannot read WOFF2, the system FreeType that ffmpeg uses can.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createCanvas } from './draw/canvas.ts';
import * as sea from './draw/scenes-sea.ts';
import * as marina from './draw/scenes-marina.ts';
import * as events from './draw/scenes-events.ts';
import { rasterize } from './render.ts';
import { readSite } from './content-facts.ts';
import type { Scene } from './catalogue.ts';

type Move = 'title' | 'zoom-in' | 'zoom-out' | 'pan-right' | 'pan-left';
type Shot = { name: string; scene: Scene; seconds: number; move: Move };
type TitleLine = { text: string; font: string; size: number; colour: string; y: number };

const root = fileURLToPath(new URL('../../', import.meta.url));
export const mediaDir = `${root}public/media/`;
const fonts = `${root}node_modules/@fontsource-variable/`;
const display = `${fonts}fraunces/files/fraunces-latin-wght-normal.woff2`;
const body = `${fonts}manrope/files/manrope-latin-wght-normal.woff2`;

const fps = 25;
export const webmArgs = [
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '560k',
  '-maxrate',
  '700k',
  '-bufsize',
  '1400k',
  '-deadline',
  'good',
  '-cpu-used',
  '6',
  '-row-mt',
  '1',
  '-threads',
  '2',
  '-an',
];
const fade = 1;
// Scenes are painted at 1920×1080 so the zooms have real detail to move into.
const shots: Shot[] = [
  { name: 'opening', scene: sea.heroSunset, seconds: 5, move: 'title' },
  { name: 'superyacht', scene: sea.heroSunset, seconds: 5, move: 'zoom-in' },
  { name: 'bay', scene: sea.heroDay, seconds: 5, move: 'pan-right' },
  { name: 'hall', scene: events.exhibitionHall, seconds: 4.5, move: 'zoom-in' },
  { name: 'water', scene: events.flyboard, seconds: 4.5, move: 'pan-left' },
  { name: 'marina', scene: marina.duskMarinaLights, seconds: 5, move: 'zoom-out' },
  { name: 'gala', scene: events.galaDinner, seconds: 4.5, move: 'pan-right' },
  { name: 'closing', scene: marina.marinaNight, seconds: 6, move: 'title' },
];

/** zoompan expressions: z is the zoom, x/y the top-left of the window, `on` the frame number. */
function motion(move: Move, frames: number) {
  const t = `(on/${frames})`;
  switch (move) {
    case 'zoom-in':
      return { z: `1+0.18*${t}`, x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
    case 'zoom-out':
      return { z: `1.2-0.18*${t}`, x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
    case 'pan-right':
      return { z: '1.15', x: `(iw-iw/zoom)*${t}`, y: 'ih/2-(ih/zoom/2)' };
    case 'pan-left':
      return { z: '1.15', x: `(iw-iw/zoom)*(1-${t})`, y: 'ih/2-(ih/zoom/2)' };
    default:
      return { z: `1.05+0.05*${t}`, x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  }
}

const escapeText = (text: string) =>
  text.replaceAll('\\', '\\\\').replaceAll(':', '\\:').replaceAll("'", '\u2019').replaceAll('%', '\\%');

/** drawtext lines that fade in one after another. */
function titles(lines: TitleLine[], start: number) {
  return lines
    .map(({ text, font, size, colour, y }, i) => {
      const t0 = start + i * 0.5;
      const alpha = `if(lt(t\\,${t0})\\,0\\,if(lt(t\\,${t0 + 0.8})\\,(t-${t0})/0.8\\,1))`;
      return `drawtext=fontfile='${font}':text='${escapeText(text)}':fontsize=${size}:fontcolor=${colour}:x=(w-text_w)/2:y=${y}:alpha='${alpha}'`;
    })
    .join(',');
}

async function paintFrame(shot: Shot, dir: string) {
  const ctx = createCanvas(1920, 1080, `video/${shot.name}`);
  shot.scene(ctx);
  const file = join(dir, `${shot.name}.png`);
  let image = await rasterize(ctx.svg());
  if (shot.move === 'title') {
    // Title cards: the scene softened and darkened under a navy veil with gold rules.
    const base = await image.png().toBuffer();
    const veil = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#061a33" opacity="0.55"/><rect x="810" y="318" width="300" height="3" fill="#d4a84b"/><rect x="810" y="762" width="300" height="3" fill="#d4a84b"/></svg>`;
    image = sharp(await sharp(base).blur(6).toBuffer()).composite([{ input: Buffer.from(veil) }]);
  }
  await image.png().toFile(file);
  return file;
}

export async function generateVideo({
  outDir = mediaDir,
  webm = true,
  log = console.log,
}: { outDir?: string; webm?: boolean; log?: (line: string) => void } = {}) {
  const site = readSite();
  const work = mkdtempSync(join(tmpdir(), 'mybos-video-'));
  try {
    const files: string[] = [];
    for (const shot of shots) files.push(await paintFrame(shot, work));
    const inputs = files.flatMap((file) => ['-loop', '1', '-framerate', String(fps), '-i', file]);
    const chains = shots.map((shot, i) => {
      const frames = Math.round(shot.seconds * fps);
      const { z, x, y } = motion(shot.move, frames);
      // Upscaling first keeps zoompan's integer crop steps from shimmering.
      let chain = `[${i}:v]scale=2560:-1,zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=1280x720:fps=${fps},trim=duration=${shot.seconds},setpts=PTS-STARTPTS,format=yuv420p`;
      if (shot.name === 'opening') {
        chain += `,${titles(
          [
            { text: site.fullName.toUpperCase(), font: body, size: 30, colour: '0xd4a84b', y: 250 },
            { text: `${site.shortName} ${site.edition.year}`, font: display, size: 120, colour: 'white', y: 300 },
            { text: site.tagline, font: display, size: 40, colour: '0xe6f3f7', y: 450 },
          ],
          0.3,
        )}`;
      }
      if (shot.name === 'closing') {
        chain += `,${titles(
          [
            { text: site.edition.datesLabel, font: display, size: 84, colour: 'white', y: 215 },
            { text: site.venue.name, font: display, size: 46, colour: '0xd4a84b', y: 335 },
            { text: `${site.venue.island}, ${site.venue.country}`, font: body, size: 34, colour: '0xe6f3f7', y: 405 },
            { text: site.origin.replace('https://', ''), font: body, size: 30, colour: '0xd4a84b', y: 470 },
          ],
          0.4,
        )}`;
      }
      return `${chain}[v${i}]`;
    });
    let last = 'v0';
    let offset = 0;
    for (let i = 1; i < shots.length; i++) {
      offset += shots[i - 1]!.seconds - fade;
      const out = i === shots.length - 1 ? 'out' : `x${i}`;
      chains.push(
        `[${last}][v${i}]xfade=transition=${i % 3 === 0 ? 'smoothleft' : 'fade'}:duration=${fade}:offset=${offset.toFixed(2)}[${out}]`,
      );
      last = out;
    }
    const graph = `${chains.join(';')};[out]fade=t=out:st=${(offset + shots.at(-1)!.seconds - 0.8).toFixed(2)}:d=0.8`;
    mkdirSync(outDir, { recursive: true });
    const mp4 = `${outDir}mybos-promo.mp4`;
    const common = [
      '-y',
      '-hide_banner',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      graph,
      '-an',
      '-r',
      String(fps),
    ];
    execFileSync('ffmpeg', [
      ...common,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '24',
      '-maxrate',
      '900k',
      '-bufsize',
      '1800k',
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-movflags',
      '+faststart',
      '-threads',
      '2',
      mp4,
    ]);
    log(`  media/mybos-promo.mp4 (${Math.round(statSync(mp4).size / 1024)} KB)`);
    if (webm) {
      // Encoded from the finished MP4 (the filter graph runs once) with a capped rate, since
      // libvpx overshoots a plain target bitrate on this material.
      const file = `${outDir}mybos-promo.webm`;
      execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-i', mp4, ...webmArgs, file]);
      log(`  media/mybos-promo.webm (${Math.round(statSync(file).size / 1024)} KB)`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
