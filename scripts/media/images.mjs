// Paints every catalogue image into app/assets (or a chosen folder), two at a time.
import { fileURLToPath } from 'node:url';
import { createCanvas } from './draw/canvas.mjs';
import { images } from './catalogue.mjs';
import { renderJpeg } from './render.mjs';

export const assetsDir = fileURLToPath(new URL('../../app/assets/', import.meta.url));

/** The SVG for one image; the seed is its path, so each file is stable on its own. */
export function paint({ path, width, height, scene }, seedSuffix = '') {
  const ctx = createCanvas(width, height, path + seedSuffix);
  scene(ctx);
  return ctx.svg();
}

export async function generateImages({ only, outDir = assetsDir, log = console.log } = {}) {
  const queue = images.filter((image) => !only || only.some((part) => image.path.includes(part)));
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      await renderJpeg(paint(image), `${outDir}${image.path}`);
      log(`  ${image.path}`);
    }
  };
  await Promise.all([worker(), worker()]);
}
