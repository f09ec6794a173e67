// Seascapes: boats under way or at anchor among Langkawi's islands, and the hero slides.
import { type Canvas, mix } from './canvas.ts';
import { type Palette, palettes, withSun } from './palettes.ts';
import * as boat from './boats.ts';
import { bay, boatOnWater, finish, silhouette } from './compose.ts';
import { beach, mangroves, palm, reflection } from './nature.ts';
import { mooredRow } from './harbour.ts';

export function azureHorizon(ctx: Canvas) {
  const p = palettes.day;
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.52, near: 'right', karsts: 0.9 });
  ctx.add(boatOnWater(ctx, p, boat.superyacht(ctx, p, {}), { x: W * 0.14, y: H * 0.78, length: W * 0.7 }));
  finish(ctx, p);
}

export function andamanPearl(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.8, y: 0.45 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.56, karsts: 1.2 });
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingCatamaran(ctx, p, {}),
      { x: W * 0.3, y: H * 0.9, length: W * 0.36 },
      { speed: 0.5 },
    ),
  );
  finish(ctx, p);
}

export function langkawiSpirit(ctx: Canvas) {
  const p = withSun(palettes.sunset, { x: 0.38, y: 0.56 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.62, karsts: 0.8 });
  const sp = { ...p, white: '#2a1f33', whiteShade: '#1a1322' };
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingYacht(ctx, sp, { hull: '#1d3b2f', rig: 'ketch', sailColour: '#f6c9a0' }),
      { x: W * 0.4, y: H * 0.86, length: W * 0.42, heel: -7 },
      { speed: 0.4 },
    ),
  );
  finish(ctx, p, { vignette: 0.45 });
}

export function tuanLaut(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.85, y: 0.1 });
  const { W, H } = ctx;
  const horizon = H * 0.5;
  bay(ctx, p, { horizon, near: 'left', karsts: 0.7 });
  const row = mooredRow(ctx, p, { y: H * 0.6, x0: -40, x1: W + 40, length: W * 0.16 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.6, opacity: 0.35, fade: 0.3 }), row);
  ctx.add(
    boatOnWater(ctx, p, boat.motorYacht(ctx, p, { hull: '#0e2a4a' }), { x: W * 0.1, y: H * 0.86, length: W * 0.78 }),
  );
  ctx.add(pier(ctx, p, H * 0.9, H * 0.1));
  finish(ctx, p);
}

export function coralDash(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.7, y: 0.1 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.45, karsts: 0.6 });
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.speedboat(ctx, p, {}),
      { x: W * 0.36, y: H * 0.76, length: W * 0.5, pitch: -4 },
      { speed: 1.2, reflect: 0.25 },
    ),
  );
  finish(ctx, p);
}

export function seriBayu(ctx: Canvas) {
  const p = withSun(palettes.golden, { x: 0.5, y: 0.5 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.56, near: 'both', karsts: 0.7 });
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingCatamaran(ctx, p, { sails: false }),
      { x: W * 0.2, y: H * 0.84, length: W * 0.55 },
      { reflect: 0.5 },
    ),
  );
  finish(ctx, p);
}

export function gunungRaya(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.15, y: 0.3 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.55, near: 'both', karsts: 1 });
  ctx.add(boatOnWater(ctx, p, boat.explorerYacht(ctx, p, {}), { x: W * 0.2, y: H * 0.83, length: W * 0.62 }));
  finish(ctx, p);
}

export function kilimRunner(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.2, y: 0.12 });
  const { W, H } = ctx;
  const horizon = H * 0.5;
  const shore = mangroves(ctx, p, { x0: -20, x1: W + 20, waterline: H * 0.6, height: H * 0.12 });
  bay(ctx, p, { horizon, karsts: 1.3 });
  ctx.add(reflection(ctx, shore, { waterline: H * 0.6, opacity: 0.55, fade: 0.5 }), shore);
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.speedboat(ctx, p, { top: '#0f6b8f', people: 1 }),
      { x: W * 0.3, y: H * 0.82, length: W * 0.44, pitch: -5 },
      { speed: 1.4, reflect: 0.2 },
    ),
  );
  finish(ctx, p);
}

export function tanjungRhu(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.85, y: 0.15 });
  const { W, H, rnd } = ctx;
  const horizon = H * 0.5;
  bay(ctx, p, { horizon, karsts: 0.6, near: 'right' });
  const shoreY = H * 0.62;
  const shore = [beach(ctx, p, { x0: -20, x1: W * 0.75, waterline: shoreY, depth: H * 0.05 })];
  for (let i = 0; i < 9; i++)
    shore.push(
      palm(ctx, {
        x: W * (0.02 + i * 0.075 + rnd.range(0, 0.03)),
        y: shoreY - H * 0.035,
        height: H * rnd.range(0.16, 0.24),
        lean: rnd.range(-0.25, 0.3),
        color: mix(p.land[3], '#000000', 0.2),
        trunk: '#6b5440',
        frondLight: p.land[2],
      }),
    );
  ctx.add(reflection(ctx, shore.join(''), { waterline: shoreY, opacity: 0.4, fade: 0.4 }), shore.join(''));
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingYacht(ctx, p, {}),
      { x: W * 0.42, y: H * 0.88, length: W * 0.4, heel: -5 },
      { speed: 0.5 },
    ),
  );
  finish(ctx, p);
}

export function pantaiCenang(ctx: Canvas) {
  const p = withSun(palettes.golden, { x: 0.25, y: 0.6 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.63, karsts: 0.8 });
  ctx.add(
    boatOnWater(ctx, p, boat.powerCatamaran(ctx, p, {}), { x: W * 0.24, y: H * 0.88, length: W * 0.6 }, { speed: 0.7 }),
  );
  finish(ctx, p);
}

export function mahsuriStar(ctx: Canvas) {
  const p = withSun(palettes.dusk, { x: 0.7 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.52, near: 'left', karsts: 0.8 });
  const row = mooredRow(ctx, p, { y: H * 0.6, x0: -40, x1: W + 40, length: W * 0.15 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.6, opacity: 0.4, fade: 0.3 }), row);
  ctx.add(
    boatOnWater(ctx, p, boat.motorYacht(ctx, p, {}), { x: W * 0.08, y: H * 0.85, length: W * 0.8 }, { reflect: 0.55 }),
  );
  ctx.add(pier(ctx, p, H * 0.89, H * 0.11, true));
  finish(ctx, p);
}

export function dayangBunting(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.3, y: 0.1 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.55, near: 'right', karsts: 1.1 });
  ctx.add(boatOnWater(ctx, p, boat.dayCruiser(ctx, p, {}), { x: W * 0.16, y: H * 0.84, length: W * 0.48 }));
  finish(ctx, p);
}

/** A foreground boardwalk edge with posts and (at dusk) lamps. */
function pier(ctx: Canvas, p: Palette, y: number, depth: number, lamps = false) {
  const { W } = ctx;
  const wood = mix('#8d6a4a', p.sun.glow, 0.15);
  const posts = [];
  for (let x = 20; x < W; x += W / 9) {
    posts.push(
      `<rect x="${x}" y="${y - depth * 0.55}" width="${depth * 0.16}" height="${depth * 1.6}" fill="${mix(wood, '#000000', 0.3)}"/>`,
    );
    if (lamps) {
      posts.push(
        `<path d="M${x + depth * 0.08} ${y - depth * 0.5}L${x + depth * 0.08} ${y - depth * 1.1}" stroke="#1b1d2a" stroke-width="${depth * 0.06}"/><circle cx="${x + depth * 0.08}" cy="${y - depth * 1.1}" r="${depth * 0.12}" fill="#fff1c2"/><circle cx="${x + depth * 0.08}" cy="${y - depth * 1.1}" r="${depth * 0.9}" fill="${ctx.radial(
          [
            [0, '#ffd98a', 0.7],
            [1, '#ffb347', 0],
          ],
        )}"/>`,
      );
    }
  }
  return `<rect x="0" y="${y}" width="${W}" height="${depth * 1.2}" fill="${ctx.linear([
    [0, mix(wood, '#ffffff', 0.1)],
    [0.2, wood],
    [1, mix(wood, '#000000', 0.4)],
  ])}"/>${posts.join('')}`;
}

export function heroSunset(ctx: Canvas) {
  const p = withSun(palettes.sunset, { x: 0.42, y: 0.52, r: 0.028 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.6, karsts: 1 });
  const sp = silhouette(p, '#241a30');
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingYacht(ctx, sp, {}),
      { x: W * 0.06, y: H * 0.7, length: W * 0.14, heel: -4 },
      { reflect: 0.4 },
    ),
  );
  ctx.add(
    boatOnWater(ctx, p, boat.superyacht(ctx, p, {}), { x: W * 0.46, y: H * 0.86, length: W * 0.5 }, { speed: 0.35 }),
  );
  finish(ctx, p, { vignette: 0.5 });
}

export function heroDay(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.15, y: 0.1 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.55, karsts: 1.3, near: 'right' });
  ctx.add(
    boatOnWater(ctx, p, boat.motorYacht(ctx, p, {}), { x: W * 0.08, y: H * 0.68, length: W * 0.2 }, { speed: 0.3 }),
  );
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingCatamaran(ctx, p, {}),
      { x: W * 0.5, y: H * 0.88, length: W * 0.34 },
      { speed: 0.5 },
    ),
  );
  finish(ctx, p);
}

export function sunsetCruisePassing(ctx: Canvas) {
  const p = withSun(palettes.dusk, { x: 0.5 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.58, karsts: 0.9, near: 'left' });
  const row = mooredRow(ctx, p, { y: H * 0.63, x0: W * 0.3, x1: W + 40, length: W * 0.12 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.63, opacity: 0.45, fade: 0.3 }), row);
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.powerCatamaran(ctx, p, {}),
      { x: W * 0.12, y: H * 0.86, length: W * 0.58 },
      { speed: 0.5, reflect: 0.5 },
    ),
  );
  finish(ctx, p);
}

export function spinnakerDeparture(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.8, y: 0.1 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.5, karsts: 0.8, near: 'left' });
  const row = mooredRow(ctx, p, { y: H * 0.58, x0: -40, x1: W * 0.55, length: W * 0.11 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.58, opacity: 0.35, fade: 0.3 }), row);
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingYacht(ctx, p, { spinnaker: '#1f5fb4' }),
      { x: W * 0.35, y: H * 0.88, length: W * 0.36, heel: -4 },
      { speed: 0.6 },
    ),
  );
  finish(ctx, p);
}

export function explorerWithTender(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.85, y: 0.45 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.52, near: 'left', karsts: 1.1 });
  ctx.add(
    boatOnWater(ctx, p, boat.explorerYacht(ctx, p, { tenderLaunched: true }), {
      x: W * 0.08,
      y: H * 0.78,
      length: W * 0.6,
    }),
  );
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.tender(ctx, p, { colour: '#e05a2b', people: 2 }),
      { x: W * 0.66, y: H * 0.9, length: W * 0.2, pitch: -3 },
      { speed: 0.6 },
    ),
  );
  finish(ctx, p);
}
