// The show itself: hall, conference, gala, workshops, water shows, cruises and the boats on display.
import { type Canvas, mix, n } from './canvas.ts';
import { type Palette, palettes, withSun } from './palettes.ts';
import * as boat from './boats.ts';
import { bay, boatOnWater, finish } from './compose.ts';
import { blob, palm, reflection } from './nature.ts';
import { crowd, mooredRow, pontoon, stringLights } from './harbour.ts';

const brand = { navy: '#061a33', ocean: '#0f6b8f', gold: '#d4a84b', sand: '#f3ecdf' };

/** Ceiling trusses and rows of hanging lights converging on a vanishing point. */
function hallShell(
  ctx: Canvas,
  { vx, vy, ceiling, floor, wallTint }: { vx: number; vy: number; ceiling: string; floor: string; wallTint: string },
) {
  const { W, H, rnd } = ctx;
  ctx.add(
    `<rect width="${W}" height="${H}" fill="${ctx.linear([
      [0, '#040d1c'],
      [vy / H, ceiling],
      [vy / H, mix(floor, '#ffffff', 0.1)],
      [1, floor],
    ])}"/>`,
  );
  // Glazed back wall looking out to the sea.
  const bw = W * 0.36;
  const bh = H * 0.2;
  ctx.add(
    `<rect x="${n(vx - bw / 2)}" y="${n(vy - bh * 0.8)}" width="${n(bw)}" height="${n(bh)}" fill="${ctx.linear([
      [0, '#7fb9d9'],
      [0.55, '#cfe6ee'],
      [0.56, '#3aa0b8'],
      [1, '#1b6f8c'],
    ])}"/>`,
  );
  const mullions = [];
  for (let x = vx - bw / 2; x <= vx + bw / 2 + 1; x += bw / 8) mullions.push(`M${n(x)} ${n(vy - bh * 0.8)}l0 ${n(bh)}`);
  ctx.add(`<path d="${mullions.join('')}" stroke="${wallTint}" stroke-width="${n(W * 0.003)}"/>`);
  const beams = [];
  for (let i = -8; i <= 8; i++) beams.push(`M${n(vx)} ${n(vy - bh * 0.8)}L${n(vx + i * W * 0.16)} -10`);
  ctx.add(`<path d="${beams.join('')}" stroke="#1c2f4a" stroke-width="${n(W * 0.004)}" opacity="0.8"/>`);
  const cross = [];
  for (let t = 0.1; t < 1; t += 0.09) {
    const k = t * t;
    const y = vy - bh * 0.8 - (vy - bh * 0.8) * k;
    cross.push(`M0 ${n(y)}L${W} ${n(y)}`);
  }
  ctx.add(`<path d="${cross.join('')}" stroke="#1c2f4a" stroke-width="${n(W * 0.002)}" opacity="0.7"/>`);
  const lights = [];
  for (let row = 0; row < 5; row++) {
    const k = Math.pow((row + 1) / 5, 2);
    const y = vy - bh * 0.9 - vy * 0.75 * k;
    for (let i = -3; i <= 3; i++) {
      const x = vx + i * W * 0.12 * (0.3 + k * 1.6) + rnd.range(-4, 4);
      const r = W * 0.004 * (0.5 + k * 2);
      lights.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="${ctx.radial([
          [0, '#fff1c8', 0.6],
          [1, '#ffd27a', 0],
        ])}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff8e4"/>`,
      );
    }
  }
  ctx.add(lights.join(''));
}

export function exhibitionHall(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = palettes.day;
  const vx = W * 0.5;
  const vy = H * 0.44;
  hallShell(ctx, { vx, vy, ceiling: '#0f2440', floor: '#8d98a6', wallTint: '#0b1a2e' });
  // Floor sheen under the lights.
  ctx.add(
    `<ellipse cx="${n(vx)}" cy="${n(H * 0.75)}" rx="${n(W * 0.5)}" ry="${n(H * 0.2)}" fill="${ctx.radial([
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ])}"/>`,
  );
  // Booths on both sides, shrinking towards the back wall.
  const colours = [brand.navy, brand.ocean, brand.gold, '#f4f1ea', '#123a66', '#b4432f'];
  for (const side of [-1, 1]) {
    for (let i = 5; i >= 0; i--) {
      const k = Math.pow((i + 1) / 6, 1.5);
      const y = vy + (H - vy) * k * 0.9;
      const w = W * 0.22 * k + W * 0.03;
      const h = H * 0.3 * k + H * 0.05;
      const x = side < 0 ? vx - W * 0.2 - W * 0.5 * k : vx + W * 0.2 + W * 0.5 * k - w;
      const c = colours[(i + (side > 0 ? 3 : 0)) % colours.length]!;
      ctx.add(
        `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${ctx.linear([
          [0, mix(c, '#ffffff', 0.15)],
          [1, mix(c, '#000000', 0.25)],
        ])}"/>`,
      );
      ctx.add(
        `<rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.82)}" width="${n(w * 0.84)}" height="${n(h * 0.4)}" fill="${ctx.linear(
          [
            [0, '#89c4dc'],
            [0.6, '#e7f3f6'],
            [0.61, '#2f91ad'],
            [1, '#0d5a77'],
          ],
        )}" opacity="0.9"/>`,
      );
      ctx.add(
        `<rect x="${n(x)}" y="${n(y - h - h * 0.12)}" width="${n(w)}" height="${n(h * 0.12)}" fill="${mix(c, '#000000', 0.35)}"/><rect x="${n(x + w * 0.1)}" y="${n(y - h * 0.3)}" width="${n(w * 0.5)}" height="${n(h * 0.3)}" fill="#f4f1ea"/><rect x="${n(x + w * 0.1)}" y="${n(y - h * 0.3)}" width="${n(w * 0.5)}" height="${n(h * 0.04)}" fill="${brand.gold}"/>`,
      );
    }
  }
  // A motor yacht on a display cradle, centre stage.
  const cradleY = vy + (H - vy) * 0.38;
  ctx.add(
    `<ellipse cx="${n(vx)}" cy="${n(cradleY + H * 0.01)}" rx="${n(W * 0.2)}" ry="${n(H * 0.02)}" fill="#000000" opacity="0.35"/>`,
  );
  ctx.add(
    `<path d="M${n(vx - W * 0.15)} ${n(cradleY)}l${n(W * 0.02)} ${n(-H * 0.05)}M${n(vx + W * 0.12)} ${n(cradleY)}l${n(-W * 0.02)} ${n(-H * 0.05)}" stroke="#3a4656" stroke-width="${n(W * 0.006)}"/>`,
  );
  ctx.add(
    boat.placeBoat(boat.motorYacht(ctx, p, { hull: '#0e2a4a' }), {
      x: vx - W * 0.2,
      y: cradleY - H * 0.05,
      length: W * 0.4,
    }),
  );
  // Visitors at three depths.
  ctx.add(
    crowd(ctx, p, { x0: W * 0.25, x1: W * 0.75, y: vy + (H - vy) * 0.3, height: H * 0.09, count: 14, depth: H * 0.04 }),
  );
  ctx.add(
    crowd(ctx, p, { x0: W * 0.1, x1: W * 0.9, y: vy + (H - vy) * 0.6, height: H * 0.17, count: 10, depth: H * 0.05 }),
  );
  ctx.add(
    crowd(ctx, p, {
      x0: -W * 0.05,
      x1: W * 1.05,
      y: H * 1.02,
      height: H * 0.36,
      count: rnd.int(4, 6),
      depth: H * 0.03,
    }),
  );
  finish(ctx, p, { vignette: 0.5 });
}

export function conference(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = palettes.night;
  ctx.add(
    `<rect width="${W}" height="${H}" fill="${ctx.linear([
      [0, '#030a17'],
      [0.6, '#0a1c36'],
      [1, '#040b18'],
    ])}"/>`,
  );
  // Stage, screen with a seascape, lectern and speaker.
  const sx = W * 0.2;
  const sw = W * 0.6;
  const sy = H * 0.12;
  const sh = H * 0.36;
  const screen = `<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}"/>`;
  const clip = ctx.clip(screen);
  const day = palettes.day;
  ctx.add(
    `<rect x="${n(sx - W * 0.01)}" y="${n(sy - W * 0.01)}" width="${n(sw + W * 0.02)}" height="${n(sh + W * 0.02)}" fill="#0b1626"/>`,
  );
  ctx.add(
    `<g clip-path="${clip}"><rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh * 0.62)}" fill="${ctx.linear(
      [
        [0, '#2f86c4'],
        [1, '#cfe9f2'],
      ],
    )}"/><rect x="${n(sx)}" y="${n(sy + sh * 0.62)}" width="${n(sw)}" height="${n(sh * 0.38)}" fill="${ctx.linear([
      [0, '#4fb3c4'],
      [1, '#075b7c'],
    ])}"/>${boat.placeBoat(boat.superyacht(ctx, day, {}), { x: sx + sw * 0.25, y: sy + sh * 0.82, length: sw * 0.5 })}</g>`,
  );
  ctx.add(
    `<rect x="${n(sx)}" y="${n(sy)}" width="${n(sw)}" height="${n(sh)}" fill="${ctx.radial([
      [0, '#ffffff', 0],
      [1, '#000000', 0.35],
    ])}"/>`,
  );
  ctx.add(
    `<rect x="0" y="${n(H * 0.56)}" width="${W}" height="${n(H * 0.05)}" fill="${ctx.linear([
      [0, '#1b3356'],
      [1, '#0a1628'],
    ])}"/><rect x="0" y="${n(H * 0.555)}" width="${W}" height="${n(H * 0.006)}" fill="${brand.gold}" opacity="0.8"/>`,
  );
  // Spotlight beams from the rig.
  for (const bx of [0.3, 0.5, 0.7])
    ctx.add(
      `<path d="M${n(W * bx)} 0L${n(W * (bx - 0.1))} ${n(H * 0.56)}L${n(W * (bx + 0.1))} ${n(H * 0.56)}Z" fill="${ctx.linear(
        [
          [0, '#fff3d0', 0.22],
          [1, '#fff3d0', 0],
        ],
      )}"/>`,
    );
  ctx.add(
    `<path d="M${n(W * 0.76)} ${n(H * 0.56)}l${n(W * 0.01)} ${n(-H * 0.14)}l${n(W * 0.06)} 0l${n(W * 0.01)} ${n(H * 0.14)}Z" fill="#0f2440"/><rect x="${n(W * 0.765)}" y="${n(H * 0.41)}" width="${n(W * 0.08)}" height="${n(H * 0.012)}" fill="${brand.gold}"/>`,
  );
  ctx.add(boat.person(p, W * 0.8, H * 0.56, H * 0.22, { colour: '#16233a', skin: '#c89a78' }));
  ctx.add(
    `<circle cx="${n(W * 0.8)}" cy="${n(H * 0.45)}" r="${n(H * 0.2)}" fill="${ctx.radial([
      [0, '#fff3d0', 0.25],
      [1, '#fff3d0', 0],
    ])}"/>`,
  );
  // Audience: rows of heads and shoulders, backlit by the stage.
  for (let row = 0; row < 7; row++) {
    const k = row / 6;
    const y = H * (0.66 + k * 0.34);
    const size = H * (0.05 + k * 0.09);
    const heads = [];
    for (let x = -size + rnd.range(0, size); x < W + size; x += size * rnd.range(1.05, 1.35)) {
      const c = mix('#0a1426', '#24395a', rnd.next() * (1 - k * 0.6));
      heads.push(
        `<path d="M${n(x - size * 0.55)} ${n(y + size)}Q${n(x - size * 0.5)} ${n(y + size * 0.15)} ${n(x)} ${n(y + size * 0.1)}Q${n(x + size * 0.5)} ${n(y + size * 0.15)} ${n(x + size * 0.55)} ${n(y + size)}Z" fill="${c}"/><circle cx="${n(x)}" cy="${n(y - size * 0.15)}" r="${n(size * 0.26)}" fill="${c}"/><path d="M${n(x - size * 0.24)} ${n(y - size * 0.2)}a${n(size * 0.26)} ${n(size * 0.26)} 0 0 1 ${n(size * 0.48)} 0" stroke="#6d86a8" stroke-width="${n(size * 0.04)}" fill="none" opacity="0.6"/>`,
      );
    }
    ctx.add(heads.join(''));
  }
  finish(ctx, p, { vignette: 0.55 });
}

export function galaDinner(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = withSun(palettes.dusk, { x: 0.5 });
  const horizon = H * 0.42;
  bay(ctx, p, { horizon, karsts: 0.7 });
  const row = mooredRow(ctx, p, { y: H * 0.48, x0: -40, x1: W + 40, length: W * 0.1 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.48, opacity: 0.4, fade: 0.3 }), row);
  // The lawn / deck the tables stand on.
  ctx.add(
    `<path d="M0 ${n(H * 0.52)}L${W} ${n(H * 0.52)}L${W} ${H}L0 ${H}Z" fill="${ctx.linear([
      [0, '#3a2d3a'],
      [1, '#140f1a'],
    ])}"/>`,
  );
  for (const side of [-1, 1])
    ctx.add(
      palm(ctx, {
        x: W * (0.5 + side * 0.47),
        y: H * 0.6,
        height: H * 0.55,
        lean: side * -0.2,
        color: '#141826',
        trunk: '#231d26',
      }),
    );
  ctx.add(
    stringLights(
      ctx,
      [
        [-10, H * 0.08],
        [W * 0.5, H * 0.2],
        [W + 10, H * 0.06],
      ],
      { sag: H * 0.06, bulbs: 18, size: W * 0.003 },
    ),
  );
  ctx.add(
    stringLights(
      ctx,
      [
        [-10, H * 0.3],
        [W * 0.5, H * 0.34],
        [W + 10, H * 0.28],
      ],
      { sag: H * 0.03, bulbs: 22, size: W * 0.002 },
    ),
  );
  // Two long tables receding towards the water, guests seated along both sides.
  for (const tx of [0.3, 0.7]) {
    const farX = W * (0.5 + (tx - 0.5) * 0.45);
    const nearX = W * (0.5 + (tx - 0.5) * 1.6);
    const farY = H * 0.54;
    const nearY = H * 1.05;
    const halfFar = W * 0.01;
    const halfNear = W * 0.09;
    ctx.add(
      `<path d="M${n(farX - halfFar)} ${n(farY)}L${n(farX + halfFar)} ${n(farY)}L${n(nearX + halfNear)} ${n(nearY)}L${n(nearX - halfNear)} ${n(nearY)}Z" fill="${ctx.linear(
        [
          [0, '#cdbfb4'],
          [1, '#f4ece2'],
        ],
      )}"/>`,
    );
    const items = [];
    for (let t = 0.04; t < 1; t += 0.07) {
      const k = t * t;
      const x = farX + (nearX - farX) * k;
      const y = farY + (nearY - farY) * k;
      const half = halfFar + (halfNear - halfFar) * k;
      const s = 0.15 + k * 1.4;
      items.push(
        `<circle cx="${n(x + rnd.range(-half, half) * 0.4)}" cy="${n(y - H * 0.004 * s)}" r="${n(H * 0.045 * s)}" fill="${ctx.radial(
          [
            [0, '#ffd88a', 0.9],
            [1, '#ffb347', 0],
          ],
        )}"/><rect x="${n(x - W * 0.0015 * s)}" y="${n(y - H * 0.02 * s)}" width="${n(W * 0.003 * s)}" height="${n(H * 0.018 * s)}" fill="#fff6dc"/>`,
      );
      for (const side of [-1, 1]) {
        const colour = rnd.pick(['#0b2a4d', '#1a1a22', '#6b2034', '#d4a84b', '#2a4a6b', '#3b2a4a']);
        items.push(
          `<rect x="${n(x + side * (half + H * 0.03 * s) - H * 0.012 * s)}" y="${n(y - H * 0.09 * s)}" width="${n(H * 0.024 * s)}" height="${n(H * 0.1 * s)}" fill="#d8c9b0" opacity="0.7"/>`,
          boat.person(p, x + side * (half + H * 0.012 * s), y + H * 0.012 * s, H * 0.12 * s, {
            seated: true,
            colour,
            skin: '#b8896a',
          }),
        );
      }
    }
    ctx.add(items.join(''));
  }
  finish(ctx, p, { vignette: 0.55 });
}

export function dinghyWorkshop(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = withSun(palettes.day, { x: 0.75, y: 0.1 });
  bay(ctx, p, { horizon: H * 0.45, karsts: 0.9, near: 'left' });
  const sails = ['#ffffff', '#d4a84b', '#c8323b', '#0f6b8f', '#f2efe8', '#1f5fb4'];
  for (let i = 0; i < 5; i++)
    ctx.add(
      boatOnWater(
        ctx,
        p,
        boat.dinghy(ctx, p, { sail: rnd.pick(sails) }),
        {
          x: W * (0.1 + i * 0.17 + rnd.range(0, 0.05)),
          y: H * rnd.range(0.52, 0.6),
          length: W * 0.035,
          flip: rnd.chance(0.5),
          heel: rnd.range(-8, 8),
        },
        { reflect: 0.3 },
      ),
    );
  // Sandy launch area with dinghies being rigged and young sailors in life jackets.
  ctx.add(
    `<path d="M0 ${n(H * 0.7)}Q${n(W * 0.5)} ${n(H * 0.64)} ${W} ${n(H * 0.72)}L${W} ${H}L0 ${H}Z" fill="${ctx.linear([
      [0, '#efdcb3'],
      [1, '#d8bf90'],
    ])}"/>`,
  );
  ctx.add(
    `<path d="M0 ${n(H * 0.7)}Q${n(W * 0.5)} ${n(H * 0.64)} ${W} ${n(H * 0.72)}" stroke="#ffffff" stroke-width="${n(H * 0.006)}" fill="none" opacity="0.8"/>`,
  );
  const items = [];
  for (let i = 0; i < 3; i++) {
    const x = W * (0.12 + i * 0.3);
    const y = H * (0.86 + (i % 2) * 0.06);
    items.push(
      boat.placeBoat(boat.dinghy(ctx, p, { sail: sails[i + 1], sailing: i !== 1 }), {
        x,
        y,
        length: W * 0.18,
        heel: i === 2 ? -6 : 0,
      }),
    );
    items.push(boat.person(p, x + W * 0.2, y + H * 0.02, H * 0.2, { colour: '#f07a1a' }));
    items.push(boat.person(p, x - W * 0.02, y + H * 0.03, H * 0.18, { colour: '#f07a1a' }));
  }
  items.push(boat.person(p, W * 0.58, H * 0.99, H * 0.34, { colour: brand.navy }));
  ctx.add(items.join(''));
  finish(ctx, p);
}

function spray(
  ctx: Canvas,
  p: Palette,
  { x, y, width, height, count = 170 }: { x: number; y: number; width: number; height: number; count?: number },
) {
  const { rnd } = ctx;
  const drops = [];
  // A jet column: dense and narrow under the board, spreading into a wide plume at the water.
  for (let i = 0; i < count; i++) {
    const t = rnd.next();
    const spread = width * (0.12 + Math.pow(1 - t, 2) * 0.9);
    drops.push(
      `<path d="${blob(rnd, x + rnd.range(-spread, spread) * 0.5, y - height * t, width * rnd.range(0.05, 0.14) * (1.2 - t * 0.6), 7)}" opacity="${n(rnd.range(0.35, 0.85))}"/>`,
    );
  }
  return `<g fill="${p.foam}" filter="${ctx.blur(width * 0.025)}">${drops.join('')}</g>`;
}

export function flyboard(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.day, { x: 0.2, y: 0.1 });
  bay(ctx, p, { horizon: H * 0.55, karsts: 0.8 });
  const row = mooredRow(ctx, p, { y: H * 0.6, x0: W * 0.55, x1: W + 40, length: W * 0.08 });
  ctx.add(row);
  const cx = W * 0.48;
  ctx.add(spray(ctx, p, { x: cx, y: H * 0.86, width: W * 0.16, height: H * 0.5 }));
  ctx.add(
    `<path d="M${n(cx)} ${n(H * 0.38)}Q${n(cx + W * 0.15)} ${n(H * 0.6)} ${n(W * 0.8)} ${n(H * 0.88)}" stroke="#f2c230" stroke-width="${n(W * 0.005)}" fill="none"/>`,
  );
  ctx.add(
    `<rect x="${n(cx - W * 0.03)}" y="${n(H * 0.37)}" width="${n(W * 0.06)}" height="${n(H * 0.015)}" rx="4" fill="#1b1f27"/>`,
  );
  ctx.add(boat.person(p, cx, H * 0.37, H * 0.16, { colour: '#c8323b' }));
  ctx.add(
    boatOnWater(
      ctx,
      p,
      `<g transform="scale(1)">${boat.tender(ctx, p, { colour: '#f2c230', people: 1 })}</g>`,
      { x: W * 0.74, y: H * 0.9, length: W * 0.14 },
      { reflect: 0.2 },
    ),
  );
  finish(ctx, p);
}

export function efoil(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = withSun(palettes.morning, { x: 0.7, y: 0.42 });
  bay(ctx, p, { horizon: H * 0.52, karsts: 1, near: 'right' });
  for (let i = 0; i < 3; i++) {
    const x = W * (0.18 + i * 0.28);
    const y = H * (0.72 + (i % 2) * 0.1) + rnd.range(0, H * 0.04);
    const s = 0.7 + (y / H) * 0.5;
    ctx.add(
      `<path d="M${n(x - W * 0.12 * s)} ${n(y + 4)}q${n(W * 0.06 * s)} ${n(-H * 0.01)} ${n(W * 0.1 * s)} 0" stroke="#ffffff" stroke-width="${n(5 * s)}" fill="none" opacity="0.7"/>`,
    );
    ctx.add(
      `<path d="M${n(x)} ${n(y - H * 0.03 * s)}l0 ${n(H * 0.035 * s)}" stroke="#1b1f27" stroke-width="${n(4 * s)}"/><rect x="${n(x - W * 0.035 * s)}" y="${n(y - H * 0.036 * s)}" width="${n(W * 0.07 * s)}" height="${n(H * 0.01 * s)}" rx="4" fill="${rnd.pick(['#f4f1ea', '#d4a84b', '#0f6b8f'])}"/>`,
    );
    ctx.add(
      boat.person(p, x, y - H * 0.036 * s, H * 0.15 * s, { colour: rnd.pick(['#0b2a4d', '#c8323b', '#1b1f27']) }),
    );
  }
  finish(ctx, p);
}

function jetSki(ctx: Canvas, p: Palette, colour: string) {
  return `${`<path d="M0 -90L60 0L820 0Q960 -40 1000 -120Q640 -150 0 -90Z" fill="${colour}"/>`}<path d="M300 -120L700 -140L720 -110L300 -95Z" fill="#1b1f27"/><path d="M700 -140L760 -230L780 -225L740 -135Z" fill="#1b1f27"/>${boat.person(p, 520, -118, 520, { colour: '#0b2a4d', seated: true })}`;
}

export function jetSkis(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.day, { x: 0.85, y: 0.1 });
  bay(ctx, p, { horizon: H * 0.42, karsts: 0.7, near: 'left' });
  const pier =
    pontoon(ctx, p, { y: H * 0.5, x0: -20, x1: W + 20, thickness: H * 0.03 }) +
    crowd(ctx, p, { x0: 0, x1: W, y: H * 0.5, height: H * 0.05, count: 40 });
  ctx.add(pier);
  const colours = ['#c8323b', '#f2c230', '#0f6b8f', '#f4f1ea'];
  colours.forEach((c, i) => {
    ctx.add(
      boatOnWater(
        ctx,
        p,
        jetSki(ctx, p, c),
        { x: W * (0.08 + i * 0.2), y: H * (0.68 + i * 0.07), length: W * (0.12 + i * 0.02), pitch: -5 },
        { speed: 1.2, reflect: 0.15 },
      ),
    );
  });
  finish(ctx, p);
}

export function waterShows(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.golden, { x: 0.8, y: 0.55 });
  bay(ctx, p, { horizon: H * 0.6, karsts: 0.9 });
  const cx = W * 0.3;
  ctx.add(spray(ctx, p, { x: cx, y: H * 0.86, width: W * 0.14, height: H * 0.45 }));
  ctx.add(
    `<rect x="${n(cx - W * 0.03)}" y="${n(H * 0.42)}" width="${n(W * 0.06)}" height="${n(H * 0.015)}" rx="4" fill="#1b1f27"/>`,
  );
  ctx.add(boat.person(p, cx, H * 0.42, H * 0.15, { colour: '#c8323b' }));
  ctx.add(
    boatOnWater(
      ctx,
      p,
      jetSki(ctx, p, '#f2c230'),
      { x: W * 0.55, y: H * 0.84, length: W * 0.2, pitch: -5 },
      { speed: 1.3, reflect: 0.15 },
    ),
  );
  finish(ctx, p);
}

export function sunsetCruiseDeck(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = withSun(palettes.sunset, { x: 0.55, y: 0.5, r: 0.03 });
  bay(ctx, p, { horizon: H * 0.58, karsts: 0.9 });
  // The catamaran's foredeck: teak floor, rail and trampoline, guests in silhouette.
  ctx.add(
    `<path d="M0 ${n(H * 0.8)}L${W} ${n(H * 0.74)}L${W} ${H}L0 ${H}Z" fill="${ctx.linear([
      [0, '#5a3424'],
      [1, '#26150f'],
    ])}"/>`,
  );
  const rails = [];
  for (let x = 0; x <= W; x += W / 12) rails.push(`M${n(x)} ${n(H * 0.8 - (x / W) * H * 0.06)}l0 ${n(-H * 0.12)}`);
  ctx.add(
    `<path d="${rails.join('')}M0 ${n(H * 0.68)}L${W} ${n(H * 0.62)}M0 ${n(H * 0.74)}L${W} ${n(H * 0.68)}" stroke="#1a1016" stroke-width="${n(W * 0.003)}"/>`,
  );
  const guests = [];
  const sil = '#1c1220';
  // Couples and small groups along the rail rather than a row of statues.
  const spots = [0.07, 0.125, 0.34, 0.4, 0.45, 0.7, 0.76];
  for (let i = 0; i < spots.length; i++) {
    const x = W * (spots[i]! + rnd.range(-0.01, 0.01));
    const y = H * (0.97 - (x / W) * 0.06) + rnd.range(0, H * 0.02);
    guests.push(boat.person(p, x, y, H * rnd.range(0.3, 0.38), { colour: sil, skin: sil }));
    if (i % 2)
      guests.push(
        `<path d="M${n(x + H * 0.05)} ${n(y - H * 0.22)}l${n(W * 0.01)} ${n(-H * 0.04)}" stroke="${sil}" stroke-width="${n(W * 0.006)}"/><path d="M${n(x + H * 0.05 + W * 0.006)} ${n(y - H * 0.26)}l${n(W * 0.008)} ${n(-H * 0.025)}l${n(W * 0.006)} 0l${n(-W * 0.002)} ${n(H * 0.025)}Z" fill="#f6b369"/>`,
      );
  }
  ctx.add(guests.join(''));
  finish(ctx, p, { vignette: 0.5 });
}

export function teakDeck(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.golden, { x: 0.7, y: 0.3 });
  bay(ctx, p, { horizon: H * 0.36, karsts: 0.9 });
  // Teak planks converging to a vanishing point beyond the bow; black caulking between them.
  const vx = W * 0.62;
  const vy = H * 0.3;
  ctx.add(
    `<path d="M${n(-W * 0.2)} ${H}L${n(W * 0.45)} ${n(H * 0.42)}Q${n(W * 0.62)} ${n(H * 0.36)} ${n(W * 0.8)} ${n(H * 0.42)}L${n(W * 1.3)} ${H}Z" fill="${ctx.linear(
      [
        [0, '#c98a4b'],
        [1, '#8a5a2e'],
      ],
    )}"/>`,
  );
  const seams = [];
  for (let i = -14; i <= 14; i++) seams.push(`M${n(vx)} ${n(vy)}L${n(vx + i * W * 0.08)} ${H}`);
  ctx.add(
    `<g clip-path="${ctx.clip(`<path d="M${n(-W * 0.2)} ${H}L${n(W * 0.45)} ${n(H * 0.42)}Q${n(W * 0.62)} ${n(H * 0.36)} ${n(W * 0.8)} ${n(H * 0.42)}L${n(W * 1.3)} ${H}Z"/>`)}"><path d="${seams.join('')}" stroke="#2a1a10" stroke-width="${n(W * 0.003)}"/><rect width="${W}" height="${H}" fill="${ctx.linear(
      [
        [0, '#ffe0a8', 0.35],
        [0.5, '#ffe0a8', 0],
        [1, '#000000', 0.2],
      ],
      { x1: 1, y1: 0, x2: 0, y2: 1 },
    )}"/></g>`,
  );
  // Varnished coaming, chrome winches and the stainless rail.
  ctx.add(
    `<path d="M${n(-W * 0.05)} ${n(H * 0.78)}L${n(W * 0.45)} ${n(H * 0.46)}L${n(W * 0.47)} ${n(H * 0.49)}L${n(W * 0.02)} ${H}Z" fill="${ctx.linear(
      [
        [0, '#e0a060'],
        [1, '#7a4620'],
      ],
    )}"/>`,
  );
  for (const [x, y, r] of [
    [0.16, 0.8, 0.05],
    [0.33, 0.6, 0.03],
  ] as const) {
    ctx.add(
      `<ellipse cx="${n(W * x)}" cy="${n(H * y)}" rx="${n(W * r)}" ry="${n(W * r * 0.35)}" fill="#5f6770"/><rect x="${n(W * (x - r))}" y="${n(H * y - W * r * 0.9)}" width="${n(W * r * 2)}" height="${n(W * r * 0.9)}" fill="${ctx.linear(
        [
          [0, '#eef2f5'],
          [0.4, '#9aa4ad'],
          [0.7, '#ffffff'],
          [1, '#6f7880'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}"/><ellipse cx="${n(W * x)}" cy="${n(H * y - W * r * 0.9)}" rx="${n(W * r)}" ry="${n(W * r * 0.35)}" fill="#d8dee3"/>`,
    );
  }
  ctx.add(
    `<path d="M${n(W * 1.05)} ${n(H * 0.7)}L${n(W * 0.8)} ${n(H * 0.36)}M${n(W * 1.05)} ${n(H * 0.8)}L${n(W * 0.8)} ${n(H * 0.4)}" stroke="#dfe5ea" stroke-width="${n(W * 0.004)}"/><path d="M${n(W * 0.62)} ${n(H * 0.38)}L${n(W * 0.6)} 0" stroke="#cfd6dc" stroke-width="${n(W * 0.008)}"/>`,
  );
  finish(ctx, p);
}

export function dressedSuperyacht(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.day, { x: 0.85, y: 0.12 });
  bay(ctx, p, { horizon: H * 0.5, near: 'left', karsts: 0.8 });
  ctx.add(boatOnWater(ctx, p, boat.superyacht(ctx, p, { flags: true }), { x: W * 0.1, y: H * 0.8, length: W * 0.75 }));
  ctx.add(pontoon(ctx, p, { y: H * 0.88, x0: -20, x1: W + 20, thickness: H * 0.05 }));
  ctx.add(crowd(ctx, p, { x0: W * 0.05, x1: W * 0.95, y: H * 0.9, height: H * 0.14, count: 9, depth: H * 0.03 }));
  finish(ctx, p);
}

export function twinCatamarans(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.morning, { x: 0.5, y: 0.4 });
  bay(ctx, p, { horizon: H * 0.48, karsts: 1 });
  ctx.add(
    boatOnWater(ctx, p, boat.sailingCatamaran(ctx, p, { sails: false }), { x: -W * 0.02, y: H * 0.8, length: W * 0.5 }),
  );
  ctx.add(
    boatOnWater(ctx, p, boat.sailingCatamaran(ctx, p, { sails: false, hull: '#123a66' }), {
      x: W * 0.52,
      y: H * 0.8,
      length: W * 0.5,
    }),
  );
  ctx.add(pontoon(ctx, p, { y: H * 0.87, x0: -20, x1: W + 20, thickness: H * 0.05 }));
  ctx.add(crowd(ctx, p, { x0: W * 0.05, x1: W * 0.95, y: H * 0.9, height: H * 0.15, count: 8, depth: H * 0.03 }));
  finish(ctx, p);
}

export function speedboatLine(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.day, { x: 0.15, y: 0.1 });
  bay(ctx, p, { horizon: H * 0.45, karsts: 0.8, near: 'right' });
  ['#c8323b', '#0b2a4d', '#d4a84b', '#0f6b8f'].forEach((c, i) => {
    ctx.add(
      boatOnWater(
        ctx,
        p,
        boat.speedboat(ctx, p, { top: c, people: 0 }),
        { x: W * (0.04 + i * 0.06), y: H * (0.6 + i * 0.1), length: W * (0.3 + i * 0.1) },
        { reflect: 0.35 },
      ),
    );
  });
  ctx.add(pontoon(ctx, p, { y: H * 0.95, x0: -20, x1: W + 20, thickness: H * 0.05 }));
  finish(ctx, p);
}

export function flybridgeAtShow(ctx: Canvas) {
  const { W, H } = ctx;
  const p = withSun(palettes.golden, { x: 0.15, y: 0.5 });
  bay(ctx, p, { horizon: H * 0.46, karsts: 0.8, near: 'right' });
  const row =
    pontoon(ctx, p, { y: H * 0.56, x0: -20, x1: W + 20, thickness: H * 0.015 }) +
    mooredRow(ctx, p, { y: H * 0.56, x0: -40, x1: W + 40, length: W * 0.12 });
  ctx.add(reflection(ctx, row, { waterline: H * 0.56, opacity: 0.4, fade: 0.3 }), row);
  ctx.add(
    boatOnWater(ctx, p, boat.motorYacht(ctx, p, {}), { x: W * 0.15, y: H * 0.86, length: W * 0.78, flip: false }),
  );
  ctx.add(pontoon(ctx, p, { y: H * 0.9, x0: -20, x1: W + 20, thickness: H * 0.05 }));
  ctx.add(crowd(ctx, p, { x0: W * 0.02, x1: W * 0.4, y: H * 0.92, height: H * 0.15, count: 4, depth: H * 0.02 }));
  finish(ctx, p);
}

/** Portrait poster art for the sailing workshop: graphic sun, karsts and a fleet of dinghies. */
export function workshopPoster(ctx: Canvas) {
  const { W, H, rnd } = ctx;
  const p = withSun(palettes.golden, { x: 0.5, y: 0.36, r: 0.16 });
  const horizon = H * 0.5;
  bay(ctx, p, { horizon, karsts: 1.2, farHeight: 0.08 });
  // Poster-style stripes across the sun.
  const stripes = [];
  for (let i = 0; i < 6; i++)
    stripes.push(
      `<rect x="0" y="${n(H * 0.34 + i * H * 0.018 * (1 + i * 0.3))}" width="${W}" height="${n(H * 0.004 * (1 + i))}"/>`,
    );
  ctx.add(
    `<g fill="${p.sky.at(-2)![1]}" opacity="0.55" clip-path="${ctx.clip(`<circle cx="${W * 0.5}" cy="${H * 0.36}" r="${W * 0.17}"/>`)}">${stripes.join('')}</g>`,
  );
  const sails = ['#c8323b', '#0f6b8f', '#f4f1ea', '#061a33', '#d4a84b'];
  const fleet = [];
  for (let i = 0; i < 6; i++) {
    const y = H * (0.58 + i * 0.065);
    fleet.push({ y, x: W * rnd.range(0.05, 0.8), len: W * (0.08 + i * 0.05) });
  }
  for (const f of fleet)
    ctx.add(
      boatOnWater(
        ctx,
        p,
        boat.dinghy(ctx, p, { sail: rnd.pick(sails) }),
        { x: f.x, y: f.y, length: f.len, heel: rnd.range(-10, 4), flip: rnd.chance(0.5) },
        { speed: 0.3, reflect: 0.3 },
      ),
    );
  ctx.add(
    `<rect x="${n(W * 0.04)}" y="${n(W * 0.04)}" width="${n(W * 0.92)}" height="${n(H - W * 0.08)}" fill="none" stroke="${brand.gold}" stroke-width="${n(W * 0.006)}"/>`,
  );
  finish(ctx, p, { vignette: 0.3 });
}
