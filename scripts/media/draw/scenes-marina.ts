// The marinas: moored rows, pontoons, clubhouses, boardwalks and the people of the show.
import { type Canvas, mix, n } from './canvas.ts';
import { type Palette, palettes, withSun } from './palettes.ts';
import * as boat from './boats.ts';
import { bay, boatOnWater, finish, silhouette } from './compose.ts';
import { blob, palm, reflection } from './nature.ts';
import { boardwalk, clubhouse, crowd, lampPost, mooredRow, pontoon, stringLights } from './harbour.ts';

/** Back shore with clubhouse and palms, a moored row, and a foreground pontoon row. */
function marinaView(
  ctx: Canvas,
  p: Palette,
  {
    horizon,
    club = true,
    karsts = 0.9,
    near = 'right',
    rows = 2,
    foreground = true,
    people = 0,
    tower = false,
  }: {
    horizon: number;
    club?: boolean;
    karsts?: number;
    near?: 'left' | 'right' | 'both';
    rows?: number;
    foreground?: boolean;
    people?: number;
    tower?: boolean;
  },
) {
  const { W, H, rnd } = ctx;
  const shoreY = horizon + H * 0.04;
  const shore = [];
  shore.push(
    `<rect x="0" y="${n(horizon - H * 0.01)}" width="${W}" height="${n(shoreY - horizon + H * 0.01)}" fill="${mix(p.land[3], p.haze, 0.2)}"/>`,
  );
  if (club) shore.push(clubhouse(ctx, p, { x: W * 0.58, y: shoreY - H * 0.005, w: W * 0.26, h: H * 0.12 }));
  if (tower)
    shore.push(
      `<rect x="${n(W * 0.12)}" y="${n(shoreY - H * 0.22)}" width="${n(W * 0.02)}" height="${n(H * 0.22)}" fill="${p.white}"/><path d="M${n(W * 0.11)} ${n(shoreY - H * 0.22)}L${n(W * 0.13)} ${n(shoreY - H * 0.26)}L${n(W * 0.15)} ${n(shoreY - H * 0.22)}Z" fill="#b4432f"/>`,
    );
  for (let i = 0; i < 12; i++) {
    const x = rnd.range(0, W);
    if (club && x > W * 0.56 && x < W * 0.86) continue;
    shore.push(
      palm(ctx, {
        x,
        y: shoreY,
        height: H * rnd.range(0.1, 0.16),
        lean: rnd.range(-0.2, 0.2),
        color: mix(p.land[3], '#000000', 0.1),
        trunk: mix('#6b5440', p.land[3], 0.3),
      }),
    );
  }
  for (let i = 0; i < 6 && p.lit; i++)
    shore.push(lampPost(ctx, p, { x: W * (0.08 + i * 0.16), y: shoreY, height: H * 0.06 }));
  const extra = shore.join('');
  bay(ctx, p, { horizon, karsts, near, extra });
  let y = shoreY + H * 0.06;
  for (let r = 0; r < rows; r++) {
    const rowMarkup =
      pontoon(ctx, p, { y: y + 2, x0: -20, x1: W + 20, thickness: H * (0.008 + r * 0.006) }) +
      mooredRow(ctx, p, { y, x0: -60, x1: W + 60, length: W * (0.1 + r * 0.07) });
    ctx.add(reflection(ctx, rowMarkup, { waterline: y, opacity: 0.4, fade: 0.25 }), rowMarkup);
    y += H * (0.12 + r * 0.06);
  }
  if (foreground) {
    const fy = H * 0.9;
    ctx.add(pontoon(ctx, p, { y: fy, x0: -20, x1: W + 20, thickness: H * 0.05 }));
    if (people)
      ctx.add(
        crowd(ctx, p, {
          x0: W * 0.05,
          x1: W * 0.95,
          y: fy + H * 0.01,
          height: H * 0.16,
          count: people,
          depth: H * 0.02,
        }),
      );
  }
}

export function royalLangkawiYachtClub(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.2, y: 0.1 });
  marinaView(ctx, p, { horizon: ctx.H * 0.42, karsts: 0.9, near: 'right', rows: 3 });
  finish(ctx, p);
}

export function telagaHarbour(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.8, y: 0.3 });
  marinaView(ctx, p, { horizon: ctx.H * 0.45, karsts: 1.6, near: 'left', club: false, tower: true, rows: 3 });
  finish(ctx, p);
}

export function rebakMarina(ctx: Canvas) {
  const p = withSun(palettes.golden, { x: 0.75, y: 0.35 });
  marinaView(ctx, p, { horizon: ctx.H * 0.44, karsts: 0.7, near: 'both', rows: 3 });
  finish(ctx, p);
}

export function marinaSunrise(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.45, y: 0.36, r: 0.03 });
  marinaView(ctx, p, { horizon: ctx.H * 0.42, karsts: 0.8, near: 'left', rows: 3, people: 0 });
  finish(ctx, p);
}

export function marinaNight(ctx: Canvas) {
  const p = palettes.night;
  marinaView(ctx, p, { horizon: ctx.H * 0.45, karsts: 0.8, near: 'both', rows: 3 });
  finish(ctx, p, { vignette: 0.5 });
}

export function calmHarbour(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.8, y: 0.1 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.58, karsts: 1.9, near: 'left', farHeight: 0.16 });
  const row = mooredRow(ctx, p, { y: H * 0.64, x0: W * 0.45, x1: W + 40, length: W * 0.09 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.64, opacity: 0.5, fade: 0.3 }), row);
  finish(ctx, p);
}

export function mastsAtSunset(ctx: Canvas) {
  const p = withSun(palettes.sunset, { x: 0.55, y: 0.62, r: 0.035 });
  const { W, H } = ctx;
  bay(ctx, p, { horizon: H * 0.7, karsts: 0.6 });
  const sp = silhouette(p, '#1e1528');
  const row =
    pontoon(ctx, sp, { y: H * 0.82, x0: -20, x1: W + 20, thickness: H * 0.02 }) +
    mooredRow(ctx, sp, { y: H * 0.82, x0: -100, x1: W + 100, length: W * 0.3, sailRatio: 0.95 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.82, opacity: 0.6, fade: 0.6 }), row);
  finish(ctx, p, { vignette: 0.5 });
}

export function palmBoardwalk(ctx: Canvas) {
  const p = withSun(palettes.golden, { x: 0.6, y: 0.5 });
  const { W, H, rnd } = ctx;
  const horizon = H * 0.55;
  bay(ctx, p, { horizon, karsts: 0.8 });
  const row = mooredRow(ctx, p, { y: H * 0.66, x0: W * 0.45, x1: W + 60, length: W * 0.14 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.66, opacity: 0.4, fade: 0.3 }), row);
  ctx.add(
    `<path d="M0 ${n(H * 0.56)}L${n(W * 0.5)} ${n(H * 0.6)}L${n(W * 0.25)} ${H}L0 ${H}Z" fill="${mix(p.land[3], p.haze, 0.15)}"/>`,
  );
  ctx.add(
    boardwalk(ctx, p, {
      leftBottom: W * 0.18,
      rightBottom: W * 0.62,
      vx: W * 0.44,
      vy: H * 0.6,
      farWidth: W * 0.02,
      bottom: H,
    }),
  );
  const palms = [];
  for (let i = 0; i < 7; i++) {
    const t = Math.pow(i / 6, 1.6);
    const x = W * (0.44 - 0.34 * (1 - t)) - W * 0.02;
    const y = H * 0.6 + H * 0.45 * (1 - t);
    palms.push({ x, y, h: H * (0.12 + 0.75 * (1 - t)) });
  }
  palms.reverse().forEach((q) =>
    ctx.add(
      palm(ctx, {
        x: q.x,
        y: q.y,
        height: q.h,
        lean: rnd.range(-0.25, -0.05),
        color: mix(p.land[3], '#000000', 0.25),
        trunk: '#5b4634',
        frondLight: p.land[2],
      }),
    ),
  );
  ctx.add(crowd(ctx, p, { x0: W * 0.38, x1: W * 0.46, y: H * 0.66, height: H * 0.06, count: 4, depth: H * 0.02 }));
  for (let i = 0; i < 5; i++)
    ctx.add(
      lampPost(ctx, p, {
        x: W * (0.5 + 0.035 * i * i * 0.4 + i * 0.02),
        y: H * (0.62 + i * 0.08),
        height: H * (0.05 + i * 0.04),
      }),
    );
  finish(ctx, p);
}

export function pontoonVisitors(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.3, y: 0.08 });
  const { W, H } = ctx;
  const horizon = H * 0.42;
  bay(ctx, p, { horizon, karsts: 0.8 });
  const vy = H * 0.5;
  const leftRow = mooredRow(ctx, p, { y: H * 0.62, x0: -80, x1: W * 0.4, length: W * 0.22, flip: false });
  const rightRow = mooredRow(ctx, p, { y: H * 0.62, x0: W * 0.6, x1: W + 80, length: W * 0.22, flip: true });
  ctx.add(reflection(ctx, leftRow + rightRow, { waterline: H * 0.62, opacity: 0.4, fade: 0.3 }), leftRow, rightRow);
  ctx.add(
    boardwalk(ctx, p, { leftBottom: W * 0.2, rightBottom: W * 0.8, vx: W * 0.5, vy, farWidth: W * 0.04, bottom: H }),
  );
  ctx.add(
    boatOnWater(ctx, p, boat.motorYacht(ctx, p, {}), { x: -W * 0.25, y: H * 0.9, length: W * 0.5 }, { reflect: 0 }),
  );
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.sailingYacht(ctx, p, { sails: false }),
      { x: W * 1.15, y: H * 0.92, length: W * 0.5, flip: true },
      { reflect: 0 },
    ),
  );
  const groups: [x0: number, x1: number, y: number, height: number, count: number][] = [
    [0.46, 0.54, 0.58, 0.05, 5],
    [0.42, 0.56, 0.7, 0.1, 5],
    [0.35, 0.62, 0.86, 0.2, 4],
  ];
  for (const [a, b, y, h, c] of groups)
    ctx.add(crowd(ctx, p, { x0: W * a, x1: W * b, y: H * y, height: H * h, count: c }));
  finish(ctx, p);
}

export function aerialBasin(ctx: Canvas) {
  const p = withSun(palettes.day, { x: 0.5, y: 0.5 });
  const { W, H, rnd } = ctx;
  ctx.add(
    `<rect width="${W}" height="${H}" fill="${ctx.linear(
      [
        [0, '#1aa6b8'],
        [0.5, '#0d86a3'],
        [1, '#075f80'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}"/>`,
  );
  const ripples = [];
  for (let i = 0; i < 1400; i++)
    ripples.push(`<path d="M${n(rnd.range(0, W))} ${n(rnd.range(0, H))}q8 ${n(rnd.range(-3, 3))} 16 0" />`);
  ctx.add(`<g stroke="#e9fbff" stroke-width="1.2" fill="none" opacity="0.18">${ripples.join('')}</g>`);
  // Shore with palms and club roofs along the top edge.
  ctx.add(
    `<path d="M0 0L${W} 0L${W} ${n(H * 0.16)}Q${n(W * 0.6)} ${n(H * 0.2)} ${n(W * 0.3)} ${n(H * 0.14)}Q${n(W * 0.1)} ${n(H * 0.12)} 0 ${n(H * 0.18)}Z" fill="#d9c7a0"/>`,
  );
  ctx.add(
    `<path d="M0 0L${W} 0L${W} ${n(H * 0.12)}Q${n(W * 0.6)} ${n(H * 0.15)} ${n(W * 0.3)} ${n(H * 0.1)}Q${n(W * 0.1)} ${n(H * 0.08)} 0 ${n(H * 0.13)}Z" fill="#3b7a4a"/>`,
  );
  for (let i = 0; i < 40; i++) {
    const cx = rnd.range(0, W);
    const cy = rnd.range(0, H * 0.1);
    ctx.add(
      `<path d="${blob(rnd, cx, cy, H * rnd.range(0.015, 0.03), 10)}" fill="${rnd.pick(['#2f6b3c', '#4f8a4f', '#26583a'])}"/>`,
    );
  }
  ctx.add(
    `<rect x="${n(W * 0.55)}" y="${n(H * 0.02)}" width="${n(W * 0.2)}" height="${n(H * 0.08)}" fill="#9a4b33"/><path d="M${n(W * 0.55)} ${n(H * 0.06)}L${n(W * 0.75)} ${n(H * 0.06)}" stroke="#6e3222" stroke-width="4"/>`,
  );
  // Pontoon fingers with boats in their slips.
  const deck = '#d8c6a3';
  for (let r = 0; r < 3; r++) {
    const y = H * (0.3 + r * 0.24);
    ctx.add(`<rect x="${n(W * 0.04)}" y="${n(y)}" width="${n(W * 0.92)}" height="${n(H * 0.018)}" fill="${deck}"/>`);
    for (let x = W * 0.06; x < W * 0.94; x += W * 0.07) {
      ctx.add(
        `<rect x="${n(x)}" y="${n(y - H * 0.08)}" width="${n(W * 0.006)}" height="${n(H * 0.16)}" fill="${deck}"/>`,
      );
      for (const side of [-1, 1]) {
        if (rnd.chance(0.15)) continue;
        const len = H * rnd.range(0.07, 0.095);
        ctx.add(
          boat.boatFromAbove(ctx, p, {
            x: x + W * 0.035,
            y: y + side * (len / 2 + H * 0.014),
            length: len,
            beam: rnd.range(0.3, 0.38),
            angle: side < 0 ? -90 : 90,
            kind: rnd.chance(0.6) ? 'sail' : 'motor',
            colour: rnd.chance(0.15) ? '#123a66' : 'white',
          }),
        );
      }
    }
  }
  ctx.add(boat.boatFromAbove(ctx, p, { x: W * 0.8, y: H * 0.94, length: H * 0.12, angle: -20, kind: 'motor' }));
  ctx.add(
    `<path d="M${n(W * 0.75)} ${n(H * 0.97)}q-60 10 -160 40M${n(W * 0.76)} ${n(H * 0.99)}q-60 10 -160 40" stroke="#ffffff" stroke-width="4" opacity="0.5" fill="none"/>`,
  );
  finish(ctx, p, { vignette: 0.25 });
}

export function tenderBreakwater(ctx: Canvas) {
  const p = withSun(palettes.morning, { x: 0.7, y: 0.4 });
  const { W, H, rnd } = ctx;
  const horizon = H * 0.5;
  bay(ctx, p, { horizon, karsts: 1 });
  const y = H * 0.64;
  const rocks = [];
  for (let x = -40; x < W * 0.62; x += W * 0.018)
    rocks.push(
      `<path d="${blob(rnd, x, y - H * rnd.range(0.005, 0.02), W * rnd.range(0.014, 0.024), 7)}" fill="${mix('#8f8a80', p.sun.glow, rnd.range(0, 0.25))}"/>`,
    );
  rocks.push(
    `<rect x="${n(W * 0.58)}" y="${n(y - H * 0.16)}" width="${n(W * 0.025)}" height="${n(H * 0.15)}" fill="${p.white}"/><rect x="${n(W * 0.58)}" y="${n(y - H * 0.12)}" width="${n(W * 0.025)}" height="${n(H * 0.025)}" fill="#c8323b"/><path d="M${n(W * 0.575)} ${n(y - H * 0.16)}l${n(W * 0.035)} 0l${n(-W * 0.0175)} ${n(-H * 0.03)}Z" fill="#c8323b"/>`,
  );
  const wall = rocks.join('');
  ctx.add(reflection(ctx, wall, { waterline: y, opacity: 0.45, fade: 0.3 }), wall);
  ctx.add(
    boatOnWater(
      ctx,
      p,
      boat.tender(ctx, p, { colour: '#3b4652', people: 2 }),
      { x: W * 0.4, y: H * 0.86, length: W * 0.3, pitch: -3 },
      { speed: 0.8 },
    ),
  );
  finish(ctx, p);
}

export function duskMarinaLights(ctx: Canvas) {
  const p = withSun(palettes.dusk, { x: 0.62 });
  const { W, H } = ctx;
  marinaView(ctx, p, { horizon: H * 0.46, karsts: 0.8, near: 'right', rows: 2, foreground: true, people: 0 });
  ctx.add(
    stringLights(
      ctx,
      [
        [-10, H * 0.06],
        [W * 0.35, H * 0.16],
        [W * 0.7, H * 0.1],
        [W + 10, H * 0.18],
      ],
      { sag: H * 0.03, bulbs: 14, size: W * 0.0022 },
    ),
  );
  ctx.add(crowd(ctx, p, { x0: W * 0.03, x1: W * 0.3, y: H * 0.92, height: H * 0.2, count: 5, depth: H * 0.03 }));
  ctx.add(crowd(ctx, p, { x0: W * 0.72, x1: W * 0.97, y: H * 0.92, height: H * 0.2, count: 4, depth: H * 0.03 }));
  finish(ctx, p, { vignette: 0.45 });
}
