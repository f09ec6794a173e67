// Shared composition steps: a bay with islands and water, and boats set on that water with
// their reflections and wakes.
import { type Canvas, mix } from './canvas.ts';
import { hillPeaks, karstPeaks, land, reflection, sea, sky } from './nature.ts';
import { type BoatPlace, placeBoat, wake } from './boats.ts';
import type { Palette } from './palettes.ts';

/**
 * Sky, island layers, water and the islands' reflections. `near` adds a rainforest headland on
 * one side ('left' | 'right' | 'both'); `karsts` controls how dramatic the limestone is.
 */
export function bay(
  ctx: Canvas,
  p: Palette,
  {
    horizon,
    karsts = 1,
    near,
    farHeight = 0.12,
    extra = '',
  }: { horizon: number; karsts?: number; near?: 'left' | 'right' | 'both'; farHeight?: number; extra?: string },
) {
  const { W, H, rnd } = ctx;
  ctx.add(sky(ctx, p, { horizon }));
  const layers = [
    land(ctx, p, {
      baseY: horizon,
      peaks: karstPeaks(rnd, {
        from: -0.05 * W,
        to: 1.05 * W,
        count: 7,
        height: H * farHeight * karsts,
        width: W * 0.045,
      }),
      tone: 0,
      canopy: 2,
      cliffs: true,
    }),
    land(ctx, p, {
      x0: W * rnd.range(0.05, 0.3),
      x1: W * rnd.range(0.55, 0.8),
      baseY: horizon,
      peaks: karstPeaks(rnd, { from: W * 0.15, to: W * 0.7, count: 3, height: H * 0.2 * karsts, width: W * 0.05 }),
      tone: 1,
      canopy: 4,
      cliffs: true,
    }),
  ];
  if (near === 'left' || near === 'both') {
    layers.push(
      land(ctx, p, {
        x0: -20,
        x1: W * 0.42,
        baseY: horizon,
        peaks: hillPeaks(rnd, { from: -0.05 * W, to: W * 0.3, count: 3, height: H * 0.2, width: W * 0.12 }),
        tone: 2,
        canopy: 10,
      }),
    );
  }
  if (near === 'right' || near === 'both') {
    layers.push(
      land(ctx, p, {
        x0: W * 0.6,
        x1: W + 20,
        baseY: horizon,
        peaks: hillPeaks(rnd, { from: W * 0.7, to: W * 1.05, count: 3, height: H * 0.22, width: W * 0.12 }),
        tone: 2,
        canopy: 10,
      }),
    );
  }
  layers.push(extra);
  const markup = layers.join('');
  ctx.add(markup);
  ctx.add(sea(ctx, p, { horizon }));
  ctx.add(reflection(ctx, markup, { waterline: horizon, opacity: 0.5, scale: 12 }));
  return markup;
}

/** A boat on the water: its rippled reflection, wake (if under way) and the boat itself. */
export function boatOnWater(
  ctx: Canvas,
  p: Palette,
  markup: string,
  place: BoatPlace,
  { speed = 0, reflect = 0.4 }: { speed?: number; reflect?: number } = {},
) {
  const placed = placeBoat(markup, place);
  const parts = [];
  if (reflect) parts.push(reflection(ctx, placed, { waterline: place.y, opacity: reflect, scale: 10, fade: 0.35 }));
  if (speed) parts.push(placeBoat(wake(ctx, p, { speed }), { ...place, heel: 0, pitch: 0 }));
  parts.push(placed);
  return parts.join('');
}

/** Every scene ends with the same light vignette (grain is added at render time, see render.ts). */
export function finish(ctx: Canvas, p: Palette, { vignette = 0.35 }: { vignette?: number } = {}) {
  const { W, H } = ctx;
  ctx.add(
    `<rect width="${W}" height="${H}" fill="${ctx.radial(
      [
        [0.55, '#000000', 0],
        [1, mix('#061a33', p.sea.bottom, 0.3), vignette],
      ],
      { r: 0.75 },
    )}"/>`,
  );
}

export function silhouette(p: Palette, tone = '#1b1526'): Palette {
  return {
    ...p,
    white: tone,
    whiteShade: mix(tone, '#000000', 0.3),
    metal: tone,
    sail: mix(tone, '#ffffff', 0.04),
    sailShade: tone,
    glass: mix(tone, '#000000', 0.4),
    glassHi: tone,
    wood: tone,
    lit: false,
  };
}
