import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size';

const media = join(import.meta.dirname, '../../content/media');

describe('imageSize', () => {
  it('reads the size of JPEGs and PNGs as an image decoder does', async () => {
    for (const [width, height] of [
      [1600, 1067],
      [33, 2000],
    ] as const) {
      const image = sharp({ create: { width, height, channels: 3, background: '#0a3d62' } });
      expect(imageSize(await image.clone().jpeg().toBuffer())).toEqual({ width, height });
      expect(imageSize(await image.clone().jpeg({ progressive: true }).toBuffer())).toEqual({ width, height });
      expect(imageSize(await image.clone().png().toBuffer())).toEqual({ width, height });
    }
  });

  it('reads the content’s own photos, whose metadata comes before the frame', async () => {
    const file = join(media, 'hero/hero-1.jpg');
    const { width, height } = await sharp(file).metadata();
    expect(imageSize(readFileSync(file))).toEqual({ width, height });
  });

  it('knows nothing of other files', () => {
    expect(imageSize(new TextEncoder().encode('GIF89a, not a photo we take'))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
    expect(imageSize(new Uint8Array())).toBeUndefined();
  });
});
