// Paints every catalogue image into content/media (the promo video's poster into app/assets),
// or into a chosen folder, two at a time.
import { fileURLToPath } from 'node:url';
import { createCanvas } from './draw/canvas.ts';
import { type CatalogueImage, images } from './catalogue.ts';
import { renderJpeg } from './render.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Content photos are the organisers' (content/media); the video poster is the site's own. */
export const targetOf = (path: string) => `${path.startsWith('video/') ? 'app/assets' : 'content/media'}/${path}`;

/** The SVG for one image; the seed is its path, so each file is stable on its own. */
export function paint({ path, width, height, scene }: CatalogueImage, seedSuffix = '') {
  const ctx = createCanvas(width, height, path + seedSuffix);
  scene(ctx);
  return ctx.svg();
}

export async function generateImages({
  only,
  outDir,
  log = console.log,
}: { only?: string[]; outDir?: string; log?: (line: string) => void } = {}) {
  const queue = images.filter((image) => !only || only.some((part) => image.path.includes(part)));
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      await renderJpeg(paint(image), outDir ? `${outDir}${image.path}` : `${repoRoot}${targetOf(image.path)}`);
      log(`  ${image.path}`);
    }
  };
  await Promise.all([worker(), worker()]);
}
