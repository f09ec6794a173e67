import sharp from 'sharp';
import { builtins, resize } from 'vite-imagetools';
import { describe, expect, it } from 'vitest';
import { coverRegion, objectPosition, parseAspect, parsePosition, withObjectPosition } from './object-position-crop.ts';

describe('parseAspect and parsePosition', () => {
  it('read ratios and percentage pairs, and refuse anything else', () => {
    expect(parseAspect('9:16')).toBe(0.5625);
    expect(parseAspect('1.5')).toBe(1.5);
    for (const bad of ['', '0:1', '9:0', 'tall', '-1']) expect(parseAspect(bad), bad).toBeUndefined();
    expect(parsePosition('70:50')).toEqual([70, 50]);
    expect(parsePosition('12.5:150')).toEqual([12.5, 100]);
    for (const bad of ['', '70', '70%:50%', 'left:top']) expect(parsePosition(bad), bad).toBeUndefined();
  });
});

describe('coverRegion', () => {
  const landscape = { width: 2400, height: 1350 };

  it('keeps the full height of a landscape source for a portrait box, placed like object-position', () => {
    expect(coverRegion(landscape, 9 / 16, [0, 50])).toEqual({ left: 0, top: 0, width: 759, height: 1350 });
    expect(coverRegion(landscape, 9 / 16, [100, 50])).toEqual({ left: 1641, top: 0, width: 759, height: 1350 });
    // 60 % of the 1641 px the box cannot show lies to the left of it, as in CSS.
    expect(coverRegion(landscape, 9 / 16, [60, 50]).left).toBe(985);
  });

  it('keeps the full width for a wider box, and the whole image for the same aspect', () => {
    expect(coverRegion(landscape, 3, [50, 100])).toEqual({ left: 0, top: 550, width: 2400, height: 800 });
    expect(coverRegion(landscape, 16 / 9, [30, 70])).toEqual({ left: 0, top: 0, width: 2400, height: 1350 });
  });
});

describe('objectPosition transform', () => {
  it('does nothing without both directives', () => {
    expect(objectPosition({ objectPosition: '70:50' })).toBeUndefined();
    expect(objectPosition({ aspect: '9:16' })).toBeUndefined();
  });

  it('runs just before resize, so the resize only scales the crop', () => {
    const transforms = withObjectPosition(builtins);
    expect(transforms.indexOf(objectPosition)).toBe(transforms.indexOf(resize) - 1);
    expect(transforms).toHaveLength(builtins.length + 1);
  });

  it('cuts the pixels object-position would show', async () => {
    // Left half black, right half white (one grey channel): a crop at 0 % is all black, at 100 % all white.
    const pixels = Buffer.alloc(400 * 100);
    for (let row = 0; row < 100; row += 1) pixels.fill(255, row * 400 + 200, row * 400 + 400);
    const input = await sharp(pixels, { raw: { width: 400, height: 100, channels: 1 } })
      .png()
      .toBuffer();
    for (const [x, mean] of [
      [0, 0],
      [100, 255],
    ]) {
      const state = { info: { width: 400, height: 100 }, transforms: {} };
      const transform = objectPosition({ aspect: '1:1', objectPosition: `${x}:50` });
      const { data, info } = await transform!(state, sharp(input)).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, state.info.width]).toEqual([100, 100, 100]);
      expect(data.reduce((sum, value) => sum + value, 0) / data.length).toBe(mean);
    }
  });
});
