// An imagetools directive for art direction, run from vite.config.ts. With `aspect=9:16`,
// `objectPosition=70:50` cuts the source, before it is resized, to what CSS
// `object-fit: cover; object-position: 70% 50%` would show of it in a 9:16 box. imagetools'
// own `position` only knows the edges and the centre, and a phone crop of a landscape photo
// has to follow its subject.
import { resize } from 'vite-imagetools';
import type { Sharp } from 'sharp';
import type { ExtendTransforms, ImageConfig } from 'vite-imagetools';

/** A region of an image, in source pixels, as sharp's `extract` takes it. */
export type Region = { left: number; top: number; width: number; height: number };

/** `9:16` or `0.5625` → width ÷ height; undefined unless it is a positive ratio. */
export function parseAspect(value: string): number | undefined {
  const [width = NaN, height = 1] = value.split(':').map(Number);
  const aspect = width / height;
  return Number.isFinite(aspect) && aspect > 0 ? aspect : undefined;
}

/** `70:50` → [70, 50], percentages kept within 0–100; undefined when malformed. */
export function parsePosition(value: string): [number, number] | undefined {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value);
  return match ? [Math.min(100, Number(match[1])), Math.min(100, Number(match[2]))] : undefined;
}

/**
 * The region of a `width` × `height` image that `object-fit: cover` with `object-position:
 * x% y%` shows in a box of `aspect` (width ÷ height), in whole source pixels.
 */
export function coverRegion(
  { width, height }: { width: number; height: number },
  aspect: number,
  [x, y]: readonly [number, number],
): Region {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  return {
    left: Math.round(((width - cropWidth) * x) / 100),
    top: Math.round(((height - cropHeight) * y) / 100),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The imagetools transform factory for `objectPosition` (needs `aspect`). */
export function objectPosition(
  config: Partial<ImageConfig>,
): ((state: { info: { width: number; height: number } }, image: Sharp) => Sharp) | undefined {
  const aspect = parseAspect(config.aspect ?? '');
  const position = parsePosition(config.objectPosition ?? '');
  if (!aspect || !position) return undefined;
  return function objectPositionTransform(state, image) {
    const region = coverRegion(state.info, aspect, position);
    // `resize` reads the size from here: it then only scales the region, never re-crops it.
    state.info.width = region.width;
    state.info.height = region.height;
    return image.extract(region);
  };
}

/** For `extendTransforms`: the builtins, with the crop just before `resize` (sharp extracts first). */
export const withObjectPosition: ExtendTransforms = (builtins) =>
  builtins.flatMap((factory) => (factory === resize ? [objectPosition, factory] : [factory]));
