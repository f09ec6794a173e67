// Marina furniture: pontoons, boardwalks, clubhouse roofs, lamps, string lights and crowds.
import { type Canvas, mix, n, pathOf, type Point } from './canvas.ts';
import { motorYacht, person, placeBoat, sailingYacht, sailingCatamaran } from './boats.ts';
import type { Palette } from './palettes.ts';

/** A floating pontoon seen side-on: deck, darker float, cleats. */
export function pontoon(
  ctx: Canvas,
  p: Palette,
  { y, x0, x1, thickness }: { y: number; x0: number; x1: number; thickness: number },
) {
  const deck = mix('#cdb89a', p.sun.glow, 0.2);
  const cleats = [];
  for (let x = x0 + 30; x < x1; x += thickness * 14)
    cleats.push(
      `<rect x="${n(x)}" y="${n(y - thickness * 0.35)}" width="${n(thickness * 0.8)}" height="${n(thickness * 0.35)}"/>`,
    );
  return `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${n(thickness * 0.45)}" fill="${deck}"/><rect x="${n(x0)}" y="${n(y + thickness * 0.45)}" width="${n(x1 - x0)}" height="${n(thickness * 0.55)}" fill="${mix(p.whiteShade, '#000000', 0.35)}"/><g fill="${p.metal}">${cleats.join('')}</g>`;
}

/** A row of moored boats with their masts: the forest of rigging every marina photo has. */
export function mooredRow(
  ctx: Canvas,
  p: Palette,
  {
    y,
    x0,
    x1,
    length,
    sailRatio = 0.6,
    flip = false,
  }: { y: number; x0: number; x1: number; length: number; sailRatio?: number; flip?: boolean },
) {
  const { rnd } = ctx;
  const out = [];
  let x = x0;
  while (x < x1) {
    const len = length * rnd.range(0.75, 1.25);
    const kind = rnd.next();
    let markup: string;
    if (kind < sailRatio * 0.75)
      markup = sailingYacht(ctx, p, { sails: false, hull: rnd.chance(0.2) ? '#123a66' : 'white' });
    else if (kind < sailRatio) markup = sailingCatamaran(ctx, p, { sails: false });
    else
      markup = motorYacht(ctx, p, {
        hull: rnd.chance(0.25) ? rnd.pick(['#0e2a4a', '#2c3a44']) : 'white',
        accent: rnd.pick(['#d4a84b', '#0f6b8f', '#0b2a4d']),
      });
    out.push(placeBoat(markup, { x, y: y + rnd.range(-2, 2), length: len, flip: flip ? true : rnd.chance(0.3) }));
    x += len * rnd.range(0.45, 0.75);
  }
  return out.join('');
}

/** Clubhouse with tiered Malay-style roofs, white walls and a veranda. */
export function clubhouse(
  ctx: Canvas,
  p: Palette,
  { x, y, w, h, lit = p.lit }: { x: number; y: number; w: number; h: number; lit?: boolean },
) {
  const roof = mix('#8a3b2a', p.sun.glow, 0.15);
  const roofDark = mix(roof, '#000000', 0.35);
  const wall = mix(p.white, p.whiteShade, 0.2);
  const windows = [];
  for (let wx = x + w * 0.08; wx < x + w * 0.9; wx += w * 0.1)
    windows.push(`<rect x="${n(wx)}" y="${n(y - h * 0.45)}" width="${n(w * 0.06)}" height="${n(h * 0.28)}"/>`);
  return [
    `<rect x="${n(x)}" y="${n(y - h * 0.6)}" width="${n(w)}" height="${n(h * 0.6)}" fill="${wall}"/>`,
    `<g fill="${lit ? '#ffd27a' : p.glass}">${windows.join('')}</g>`,
    lit ? `<g fill="#ffc45e" opacity="0.6" filter="${ctx.blur(6)}">${windows.join('')}</g>` : '',
    `<path d="M${n(x - w * 0.06)} ${n(y - h * 0.58)}L${n(x + w * 0.22)} ${n(y - h * 0.92)}L${n(x + w * 0.78)} ${n(y - h * 0.92)}L${n(x + w * 1.06)} ${n(y - h * 0.58)}Z" fill="${roof}"/>`,
    `<path d="M${n(x + w * 0.14)} ${n(y - h * 0.9)}L${n(x + w * 0.34)} ${n(y - h * 1.25)}L${n(x + w * 0.66)} ${n(y - h * 1.25)}L${n(x + w * 0.86)} ${n(y - h * 0.9)}Z" fill="${roofDark}"/>`,
    `<path d="M${n(x + w * 0.3)} ${n(y - h * 1.22)}L${n(x + w * 0.5)} ${n(y - h * 1.5)}L${n(x + w * 0.7)} ${n(y - h * 1.22)}Z" fill="${roof}"/>`,
    `<rect x="${n(x - w * 0.02)}" y="${n(y - h * 0.08)}" width="${n(w * 1.04)}" height="${n(h * 0.08)}" fill="${mix(wall, '#000000', 0.2)}"/>`,
  ].join('');
}

/** Lamp posts with a warm glow (visible only when lit). */
export function lampPost(ctx: Canvas, p: Palette, { x, y, height }: { x: number; y: number; height: number }) {
  const glow = p.lit
    ? `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(height * 0.35)}" fill="${ctx.radial([
        [0, '#ffd98a', 0.8],
        [1, '#ffb347', 0],
      ])}"/>`
    : '';
  return `<path d="M${n(x)} ${n(y)}L${n(x)} ${n(y - height)}" stroke="${mix(p.metal, '#000000', 0.4)}" stroke-width="${n(height * 0.04)}"/><circle cx="${n(x)}" cy="${n(y - height)}" r="${n(height * 0.06)}" fill="${p.lit ? '#fff1c2' : p.white}"/>${glow}`;
}

/** Festoon lights: bulbs along sagging catenaries between the given posts. */
export function stringLights(
  ctx: Canvas,
  posts: readonly Point[],
  { sag, bulbs = 14, size = 5 }: { sag: number; bulbs?: number; size?: number },
) {
  const wires = [];
  const lights = [];
  for (let i = 0; i < posts.length - 1; i++) {
    const [ax, ay] = posts[i]!;
    const [bx, by] = posts[i + 1]!;
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2 + sag;
    wires.push(`M${n(ax)} ${n(ay)}Q${n(mx)} ${n(my + sag)} ${n(bx)} ${n(by)}`);
    for (let k = 1; k < bulbs; k++) {
      const t = k / bulbs;
      const x = (1 - t) * (1 - t) * ax + 2 * (1 - t) * t * mx + t * t * bx;
      const y = (1 - t) * (1 - t) * ay + 2 * (1 - t) * t * (my + sag) + t * t * by;
      lights.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}"/>`);
    }
  }
  return `<path d="${wires.join('')}" stroke="#0b0f18" stroke-width="1.5" fill="none" opacity="0.7"/><g fill="#ffcf70" opacity="0.75" filter="${ctx.blur(size * 1.6)}">${lights.join('')}</g><g fill="#fff4d0">${lights.join('')}</g>`;
}

/** People spread between x0 and x1 standing on line y (with slight depth jitter). */
export function crowd(
  ctx: Canvas,
  p: Palette,
  {
    x0,
    x1,
    y,
    height,
    count,
    depth = 0,
    palette,
  }: { x0: number; x1: number; y: number; height: number; count: number; depth?: number; palette?: readonly string[] },
) {
  const { rnd } = ctx;
  const colours = palette ?? ['#0b2a4d', '#f2efe8', '#c8323b', '#d4a84b', '#0f6b8f', '#2b2b2b', '#6b8fa3', '#e8d5b5'];
  const people = [];
  for (let i = 0; i < count; i++) {
    const dy = rnd.range(0, depth);
    const scale = 1 + (dy / Math.max(1, y)) * 2;
    people.push({ x: rnd.range(x0, x1), y: y + dy, h: height * rnd.range(0.88, 1.1) * scale, c: rnd.pick(colours) });
  }
  people.sort((a, b) => a.y - b.y);
  return people.map((q) => person(p, q.x, q.y, q.h, { colour: mix(q.c, p.sun.glow, 0.12) })).join('');
}

/** A boardwalk running from the bottom of the frame towards a vanishing point. */
export function boardwalk(
  ctx: Canvas,
  p: Palette,
  {
    leftBottom,
    rightBottom,
    vx,
    vy,
    farWidth,
    bottom,
  }: { leftBottom: number; rightBottom: number; vx: number; vy: number; farWidth: number; bottom: number },
) {
  const wood = mix('#9b7653', p.sun.glow, 0.2);
  const shape = pathOf(
    [
      [leftBottom, bottom],
      [vx - farWidth / 2, vy],
      [vx + farWidth / 2, vy],
      [rightBottom, bottom],
    ],
    true,
  );
  const planks = [];
  for (let t = 0.02; t < 1; t += 0.02) {
    const k = Math.pow(t, 2.2);
    const y = vy + (bottom - vy) * k;
    const xl = vx - farWidth / 2 + (leftBottom - (vx - farWidth / 2)) * k;
    const xr = vx + farWidth / 2 + (rightBottom - (vx + farWidth / 2)) * k;
    planks.push(`M${n(xl)} ${n(y)}L${n(xr)} ${n(y)}`);
  }
  return `<path d="${shape}" fill="${ctx.linear([
    [0, mix(wood, p.haze, 0.4)],
    [1, mix(wood, '#000000', 0.15)],
  ])}"/><path d="${planks.join('')}" stroke="${mix(wood, '#000000', 0.45)}" stroke-width="1.5" opacity="0.6"/>`;
}
