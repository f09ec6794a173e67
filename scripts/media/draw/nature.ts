// Sky, land and water: the Langkawi backdrop every outdoor scene is built on.
import { type Canvas, mix, n, pathOf, type Point, type Random, smoothPath, type Stop } from './canvas.ts';
import type { Palette } from './palettes.ts';

/** A hill or karst of a ridge: its centre, height and half-width; `steep` sharpens its sides. */
export type Peak = { x: number; h: number; w: number; steep?: number };
/** A band of the horizon to scatter peaks over. */
type PeakBand = { from: number; to: number; count: number; height: number; width: number };

export function sky(ctx: Canvas, p: Palette, { horizon }: { horizon: number }) {
  const { W, H, rnd } = ctx;
  // Every palette's sky has stops.
  const top = p.sky.at(-1)![1];
  const out = [
    `<rect width="${W}" height="${H}" fill="${ctx.linear(p.sky.map(([o, c]): Stop => [o * (horizon / H), c]).concat([[1, top]]))}"/>`,
  ];
  const sx = p.sun.x * W;
  const sy = p.sun.y * H;
  out.push(
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(W * 0.75)}" fill="${ctx.radial([
      [0, p.sun.glow, p.sun.glowOpacity],
      [0.25, p.sun.glow, p.sun.glowOpacity * 0.35],
      [1, p.sun.glow, 0],
    ])}"/>`,
  );
  if (p.lit && p.sun.disc) stars(ctx, out, horizon);
  if (p.sun.disc) {
    const r = p.sun.r * W;
    out.push(
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 3.2)}" fill="${ctx.radial([
        [0, p.sun.color, 0.9],
        [0.35, p.sun.glow, 0.45],
        [1, p.sun.glow, 0],
      ])}"/>`,
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="${p.sun.color}"/>`,
    );
  }
  clouds(ctx, out, p, horizon, rnd);
  return out.join('');
}

function stars(ctx: Canvas, out: string[], horizon: number) {
  const { W, rnd } = ctx;
  const dots = [];
  for (let i = 0; i < 260; i++) {
    const y = rnd.range(0, horizon * 0.85) * rnd.range(0.3, 1);
    dots.push(
      `<circle cx="${n(rnd.range(0, W))}" cy="${n(y)}" r="${n(rnd.range(0.4, 1.6))}" opacity="${n(rnd.range(0.3, 1))}"/>`,
    );
  }
  out.push(`<g fill="#eef4ff">${dots.join('')}</g>`);
}

function clouds(ctx: Canvas, out: string[], p: Palette, horizon: number, rnd: Random) {
  const { W } = ctx;
  const c = p.cloud;
  if (c.style === 'none') return;
  const soft = ctx.blur(W * (c.style === 'streak' ? 0.005 : 0.0045));
  const group = [];
  const count = c.style === 'streak' ? 9 : 7;
  for (let i = 0; i < count; i++) {
    const y = horizon * rnd.range(0.12, 0.82);
    const x = rnd.range(-0.1, 1.1) * W;
    const depth = y / horizon;
    const scale = W * rnd.range(0.06, 0.14) * (1.2 - depth * 0.5);
    if (c.style === 'streak') {
      const puffs = [];
      for (let k = 0; k < 6; k++) {
        const dx = rnd.range(-2.5, 2.5) * scale;
        puffs.push(
          `<ellipse cx="${n(x + dx)}" cy="${n(y + rnd.range(-0.12, 0.12) * scale)}" rx="${n(scale * rnd.range(1.2, 2.6))}" ry="${n(scale * rnd.range(0.06, 0.14))}"/>`,
        );
      }
      const tone = mix(c.color, c.lit, rnd.range(0, 1));
      group.push(`<g fill="${tone}" opacity="${n(c.opacity * rnd.range(0.5, 1))}">${puffs.join('')}</g>`);
    } else {
      const base = [];
      const lit = [];
      const puffCount = rnd.int(10, 16);
      for (let k = 0; k < puffCount; k++) {
        const dx = rnd.range(-0.5, 0.5) * scale * 3.2;
        const r = scale * rnd.range(0.25, 0.6) * (1 - Math.abs(dx) / (scale * 2.4));
        const cy = y - r * 0.6 - rnd.range(0, 0.3) * scale * (1 - Math.abs(dx) / (scale * 1.8));
        base.push(`<circle cx="${n(x + dx)}" cy="${n(cy)}" r="${n(Math.max(r, scale * 0.2))}"/>`);
        lit.push(
          `<circle cx="${n(x + dx - r * 0.15)}" cy="${n(cy - r * 0.18)}" r="${n(Math.max(r, scale * 0.2) * 0.82)}"/>`,
        );
      }
      base.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(scale * 1.8)}" ry="${n(scale * 0.22)}"/>`);
      group.push(
        `<g opacity="${n(c.opacity)}"><g fill="${c.shade}">${base.join('')}</g><g fill="${c.color}">${lit.join('')}</g></g>`,
      );
    }
  }
  out.push(`<g filter="${soft}">${group.join('')}</g>`);
}

/**
 * A land silhouette from x0 to x1 sitting on baseY. Peaks are {x, h, w, steep}; steep peaks make
 * Langkawi's limestone karsts, soft ones rainforest hills. The treeline adds canopy bumps.
 * Returns the top profile too, so callers can add cliffs and trees along it.
 */
export function ridgeProfile(
  rnd: Random,
  {
    x0,
    x1,
    baseY,
    peaks,
    canopy = 6,
    rough = 0.04,
    step = 4,
    taperLeft = false,
    taperRight = false,
  }: {
    x0: number;
    x1: number;
    baseY: number;
    peaks: readonly Peak[];
    canopy?: number;
    rough?: number;
    step?: number;
    taperLeft?: boolean;
    taperRight?: boolean;
  },
) {
  const phases: [number, number, number] = [rnd.range(0, 6), rnd.range(0, 6), rnd.range(0, 6)];
  const points: Point[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    let h = 0;
    for (const peak of peaks) {
      const d = Math.abs((x - peak.x) / peak.w);
      const shape = 1 / (1 + Math.pow(d, peak.steep ?? 2.2));
      h = Math.max(h, peak.h * shape);
    }
    // Islands that end inside the frame slope down to the water instead of stopping as a wall.
    const ramp = (x1 - x0) * 0.12;
    const edge = Math.min(
      1,
      taperLeft ? Math.max(0, (x - x0) / ramp) : 1,
      taperRight ? Math.max(0, (x1 - x) / ramp) : 1,
    );
    h *= Math.sin((Math.PI / 2) * edge);
    const wobble =
      1 +
      rough *
        (Math.sin(x * 0.013 + phases[0]) +
          0.6 * Math.sin(x * 0.031 + phases[1]) +
          0.4 * Math.sin(x * 0.077 + phases[2]));
    const treeline =
      canopy *
      Math.abs(Math.sin(x * (0.9 / Math.max(canopy, 1)) + phases[2] + Math.sin(x * 0.05))) *
      Math.min(1, h / (canopy * 4 + 1));
    points.push([x, baseY - h * wobble - treeline]);
  }
  return points;
}

export function land(
  ctx: Canvas,
  p: Palette,
  {
    x0 = -20,
    x1,
    baseY,
    peaks,
    tone = 2,
    canopy = 6,
    cliffs = false,
    texture = true,
    rough,
  }: {
    x0?: number;
    /** The right end; the frame's right edge (and a little beyond) if left out. */
    x1?: number;
    baseY: number;
    peaks: readonly Peak[];
    /** Which of the palette's land tones, from the farthest (0) to the nearest (3). */
    tone?: 0 | 1 | 2 | 3;
    canopy?: number;
    cliffs?: boolean;
    texture?: boolean;
    rough?: number;
  },
) {
  const { rnd } = ctx;
  const profile = ridgeProfile(rnd, {
    x0,
    x1: x1 ?? ctx.W + 20,
    baseY,
    peaks,
    canopy,
    rough,
    taperLeft: x0 > 0,
    taperRight: (x1 ?? ctx.W + 20) < ctx.W,
  });
  const top = p.land[tone];
  // The profile has a point for every step from x0 to past x1.
  const shape = `${pathOf(profile)}L${n(profile.at(-1)![0])} ${n(baseY + 2)}L${n(x0)} ${n(baseY + 2)}Z`;
  const minY = Math.min(...profile.map(([, y]) => y));
  const fill = ctx.linear(
    [
      [0, mix(top, p.sun.glow, 0.12)],
      [0.6, top],
      [1, mix(top, p.haze, 0.45)],
    ],
    {
      x1: 0,
      y1: minY,
      x2: 0,
      y2: baseY,
      units: 'userSpaceOnUse',
    },
  );
  const out = [`<path d="${shape}" fill="${fill}"/>`];
  if (texture) {
    const clip = ctx.clip(`<path d="${shape}"/>`);
    const blobs = [];
    const light = mix(top, p.sun.glow, 0.25);
    const dark = mix(top, '#000000', 0.25);
    const span = (x1 ?? ctx.W) - x0;
    const count = Math.min(2200, Math.floor((span * (baseY - minY)) / 350));
    for (let i = 0; i < count; i++) {
      const x = rnd.range(x0, x1 ?? ctx.W);
      const y = rnd.range(minY, baseY);
      const r = rnd.range(1.5, 5) * (1 + canopy / 10);
      blobs.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rnd.chance(0.5) ? light : dark}" opacity="${n(rnd.range(0.1, 0.28))}"/>`,
      );
    }
    if (cliffs) {
      // Limestone shows as pale vertical faces where the slope is steep.
      for (let i = 2; i < profile.length - 2; i += 2) {
        const slope = Math.abs(profile[i + 1]![1] - profile[i - 1]![1]);
        if (slope > 9 && rnd.chance(0.55)) {
          const [x, y] = profile[i]!;
          const len = rnd.range(0.15, 0.5) * (baseY - y);
          blobs.push(
            `<path d="M${n(x)} ${n(y + 4)}l${n(rnd.range(-3, 3))} ${n(len)}" stroke="${mix(p.haze, '#d8d2c4', 0.5)}" stroke-width="${n(rnd.range(2, 6))}" opacity="${n(rnd.range(0.12, 0.3))}" stroke-linecap="round"/>`,
          );
        }
      }
    }
    out.push(`<g clip-path="${clip}">${blobs.join('')}</g>`);
  }
  // Atmospheric haze at the foot of every layer.
  out.push(
    `<rect x="${n(x0)}" y="${n(minY)}" width="${n((x1 ?? ctx.W) - x0 + 40)}" height="${n(baseY - minY + 2)}" fill="${ctx.linear(
      [
        [0, p.haze, 0],
        [0.8, p.haze, 0.05],
        [1, p.haze, 0.25],
      ],
    )}" clip-path="${ctx.clip(`<path d="${shape}"/>`)}"/>`,
  );
  return out.join('');
}

/** Karst-island peaks for a band of the horizon (steep sides, rounded tops). */
export function karstPeaks(rnd: Random, { from, to, count, height, width }: PeakBand): Peak[] {
  return Array.from({ length: count }, (_, i) => ({
    x: from + ((i + rnd.range(0.1, 0.9)) / count) * (to - from),
    h: height * rnd.range(0.45, 1),
    w: width * rnd.range(0.6, 1.3),
    steep: rnd.range(3, 5),
  }));
}

export function hillPeaks(rnd: Random, { from, to, count, height, width }: PeakBand): Peak[] {
  return Array.from({ length: count }, (_, i) => ({
    x: from + ((i + rnd.range(0, 1)) / count) * (to - from),
    h: height * rnd.range(0.5, 1),
    w: width * rnd.range(0.7, 1.4),
    steep: rnd.range(1.6, 2.4),
  }));
}

/** The water body: gradient, sky sheen near the horizon, sun glitter and wave strokes. */
export function sea(
  ctx: Canvas,
  p: Palette,
  {
    horizon,
    glitter = true,
    calm = 1,
    waves = 1,
  }: { horizon: number; glitter?: boolean; calm?: number; waves?: number },
) {
  const { W, H, rnd } = ctx;
  const out = [
    `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${ctx.linear([
      [0, p.sea.top],
      [0.35, p.sea.mid],
      [1, p.sea.bottom],
    ])}"/>`,
    `<rect y="${n(horizon)}" width="${W}" height="${n((H - horizon) * 0.25)}" fill="${ctx.linear([
      [0, p.haze, 0.5],
      [1, p.haze, 0],
    ])}"/>`,
  ];
  const strokes = [];
  const depth = H - horizon;
  const count = Math.floor((W / 1600) * 1400 * waves);
  for (let i = 0; i < count; i++) {
    const t = Math.pow(rnd.next(), 1.6);
    const y = horizon + 2 + t * depth;
    const len = (8 + t * 150) * rnd.range(0.5, 1.4) * (W / 1600);
    const x = rnd.range(-len, W);
    const w = (0.6 + t * 3) * (W / 1600) * calm;
    const hi = rnd.chance(0.45);
    const bend = rnd.range(-1, 1) * w * 1.5;
    strokes.push(
      `<path d="M${n(x)} ${n(y)}q${n(len / 2)} ${n(bend)} ${n(len)} 0" stroke="${hi ? p.sea.hi : p.sea.lo}" stroke-width="${n(w)}" opacity="${n(rnd.range(0.08, hi ? 0.35 : 0.3) * (0.6 + t * 0.6))}"/>`,
    );
  }
  out.push(`<g fill="none" stroke-linecap="round">${strokes.join('')}</g>`);
  if (glitter && (p.sun.disc || p.sun.glowOpacity > 0.5)) {
    const spark = [];
    const sx = p.sun.x * W;
    for (let i = 0; i < 520; i++) {
      const t = Math.pow(rnd.next(), 1.3);
      const y = horizon + 1 + t * depth;
      const spread = (0.012 + t * 0.14) * W * (rnd.chance(0.2) ? 1.8 : 1);
      const x = sx + rnd.range(-1, 1) * spread * rnd.next();
      const len = (4 + t * 60) * rnd.range(0.3, 1.2) * (W / 1600);
      spark.push(
        `<rect x="${n(x - len / 2)}" y="${n(y)}" width="${n(len)}" height="${n((0.8 + t * 2.6) * (W / 1600))}" rx="1" opacity="${n(rnd.range(0.25, 0.95) * (1 - t * 0.55))}"/>`,
      );
    }
    out.push(`<g fill="${p.sea.glitter}">${spark.join('')}</g>`);
    out.push(
      `<ellipse cx="${n(sx)}" cy="${n(horizon + depth * 0.2)}" rx="${n(W * 0.12)}" ry="${n(depth * 0.3)}" fill="${ctx.radial(
        [
          [0, p.sun.glow, 0.35],
          [1, p.sun.glow, 0],
        ],
      )}"/>`,
    );
  }
  return out.join('');
}

/** Mirrors markup about a waterline with ripples, clipped to the water below it. */
export function reflection(
  ctx: Canvas,
  markup: string,
  {
    waterline,
    opacity = 0.45,
    scale = 14,
    fade = 1,
    bottom,
  }: { waterline: number; opacity?: number; scale?: number; fade?: number; bottom?: number },
) {
  const { W, H } = ctx;
  const filter = ctx.ripple({ scale: scale * (W / 1600) });
  const clip = ctx.clip(`<rect y="${n(waterline)}" width="${W}" height="${n((bottom ?? H) - waterline)}"/>`);
  const mask = ctx.uid('mk');
  const reach = (H - waterline) * fade;
  ctx.def(
    `<mask id="${mask}" maskUnits="userSpaceOnUse"><rect y="${n(waterline)}" width="${W}" height="${n(H - waterline)}" fill="${ctx.linear(
      [
        [0, '#ffffff', 1],
        [1, '#ffffff', 0],
      ],
      { x1: 0, y1: waterline, x2: 0, y2: waterline + reach, units: 'userSpaceOnUse' },
    )}"/></mask>`,
  );
  return `<g clip-path="${clip}" mask="url(#${mask})" opacity="${opacity}"><g filter="${filter}"><g transform="translate(0 ${n(2 * waterline)}) scale(1 -1)">${markup}</g></g></g>`;
}

/** A coconut palm: curved ringed trunk and serrated fronds. lean > 0 bends right. */
export function palm(
  ctx: Canvas,
  {
    x,
    y,
    height,
    lean = 0.2,
    color = '#1c2b22',
    trunk = '#4a3a2c',
    frondLight,
  }: { x: number; y: number; height: number; lean?: number; color?: string; trunk?: string; frondLight?: string },
) {
  const { rnd } = ctx;
  const topX = x + lean * height;
  const topY = y - height;
  const ctrlX = x + lean * height * 0.2;
  const ctrlY = y - height * 0.55;
  const out = [
    `<path d="M${n(x - height * 0.025)} ${n(y)}Q${n(ctrlX)} ${n(ctrlY)} ${n(topX)} ${n(topY)}Q${n(ctrlX + height * 0.04)} ${n(ctrlY)} ${n(x + height * 0.025)} ${n(y)}Z" fill="${trunk}"/>`,
  ];
  const rings = [];
  for (let t = 0.08; t < 0.95; t += 0.06) {
    const bx = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrlX + t * t * topX;
    const by = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * ctrlY + t * t * topY;
    rings.push(`<path d="M${n(bx - height * 0.02)} ${n(by)}h${n(height * 0.04)}"/>`);
  }
  out.push(
    `<g stroke="${mix(trunk, '#000000', 0.35)}" stroke-width="${n(Math.max(1, height * 0.006))}">${rings.join('')}</g>`,
  );
  const fronds = [];
  const count = rnd.int(9, 12);
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + ((i / count) * 2 - 1) * Math.PI * 0.95 + rnd.range(-0.15, 0.15);
    const len = height * rnd.range(0.32, 0.45);
    const droop = len * rnd.range(0.35, 0.6);
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.55 + droop;
    const mx = topX + Math.cos(angle) * len * 0.5;
    const my = topY + Math.sin(angle) * len * 0.5 - droop * 0.15;
    // A frond is a spine with many thin leaflets drooping off both sides, shortest at the tip.
    const fill = i % 3 === 0 && frondLight ? frondLight : color;
    const leaflets = [
      `<path d="M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke-width="${n(height * 0.008)}"/>`,
    ];
    const steps = 18;
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const bx = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
      const by = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * my + t * t * ey;
      const size = height * 0.11 * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.9));
      const dir = Math.atan2(ey - my, ex - mx);
      for (const side of [-1, 1]) {
        const a = dir + side * 1.1 + 0.5;
        leaflets.push(
          `<path d="M${n(bx)} ${n(by)}q${n(Math.cos(a) * size * 0.5)} ${n(Math.sin(a) * size * 0.3)} ${n(Math.cos(a) * size)} ${n(Math.sin(a) * size + size * 0.4)}"/>`,
        );
      }
    }
    fronds.push(
      `<g stroke="${fill}" stroke-width="${n(Math.max(1.2, height * 0.007))}" fill="none" stroke-linecap="round">${leaflets.join('')}</g>`,
    );
  }
  out.push(fronds.join(''));
  out.push(
    `<circle cx="${n(topX)}" cy="${n(topY + height * 0.02)}" r="${n(height * 0.025)}" fill="${mix(trunk, '#000000', 0.3)}"/>`,
  );
  return `<g>${out.join('')}</g>`;
}

/** A mangrove shoreline: dense low canopy on arching stilt roots. */
export function mangroves(
  ctx: Canvas,
  p: Palette,
  { x0, x1, waterline, height }: { x0: number; x1: number; waterline: number; height: number },
) {
  const { rnd } = ctx;
  const peaks: Peak[] = [];
  for (let x = x0; x < x1; x += height * 0.6)
    peaks.push({ x: x + rnd.range(0, height * 0.5), h: height * rnd.range(0.7, 1), w: height * 0.45, steep: 2 });
  const canopyTop = ridgeProfile(rnd, {
    x0,
    x1,
    baseY: waterline - height * 0.25,
    peaks,
    canopy: height * 0.12,
    rough: 0.03,
  });
  const shape = `${pathOf(canopyTop)}L${n(x1)} ${n(waterline - height * 0.2)}L${n(x0)} ${n(waterline - height * 0.2)}Z`;
  const top = p.land[3];
  const out = [
    `<path d="${shape}" fill="${ctx.linear(
      [
        [0, mix(top, p.sun.glow, 0.2)],
        [1, mix(top, '#000000', 0.3)],
      ],
      { x1: 0, y1: waterline - height * 1.3, x2: 0, y2: waterline, units: 'userSpaceOnUse' },
    )}"/>`,
  ];
  const roots = [];
  for (let x = x0; x < x1; x += rnd.range(6, 16)) {
    const h = height * rnd.range(0.15, 0.3);
    const w = rnd.range(10, 26);
    roots.push(
      `<path d="M${n(x)} ${n(waterline - h)}Q${n(x + w * 0.2)} ${n(waterline - h * 0.2)} ${n(x + w)} ${n(waterline)}"/>`,
    );
  }
  out.push(`<g fill="none" stroke="${mix(top, '#000000', 0.45)}" stroke-width="2.2">${roots.join('')}</g>`);
  const leaves = [];
  for (let i = 0; i < (x1 - x0) / 3; i++) {
    const x = rnd.range(x0, x1);
    const y = waterline - height * rnd.range(0.3, 1.1);
    leaves.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rnd.range(3, 8))}" opacity="${n(rnd.range(0.15, 0.35))}"/>`);
  }
  out.push(
    `<g fill="${mix(top, p.sun.glow, 0.35)}" clip-path="${ctx.clip(`<path d="${shape}"/>`)}">${leaves.join('')}</g>`,
  );
  return out.join('');
}

/** A sandy beach strip along the waterline with a soft surf line. */
export function beach(
  ctx: Canvas,
  p: Palette,
  { x0, x1, waterline, depth }: { x0: number; x1: number; waterline: number; depth: number },
) {
  const top = waterline - depth;
  return [
    `<path d="M${n(x0)} ${n(waterline)}L${n(x0)} ${n(top + depth * 0.3)}Q${n((x0 + x1) / 2)} ${n(top - depth * 0.1)} ${n(x1)} ${n(top + depth * 0.4)}L${n(x1)} ${n(waterline)}Z" fill="${ctx.linear(
      [
        [0, mix('#f1dfb8', p.sun.glow, 0.2)],
        [1, mix('#d9c29a', p.sea.mid, 0.25)],
      ],
    )}"/>`,
    `<path d="M${n(x0)} ${n(waterline - 1)}L${n(x1)} ${n(waterline - 1)}" stroke="${p.foam}" stroke-width="3" opacity="0.7"/>`,
  ].join('');
}

/** A smooth closed blob, for foam, spray and bushes. */
export function blob(rnd: Random, cx: number, cy: number, r: number, points = 9) {
  const pts: Point[] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * rnd.range(0.7, 1.15);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  // Closed smoothly by going round past the start again (there are always more than three points).
  pts.push(pts[0]!, pts[1]!, pts[2]!);
  return smoothPath(pts);
}
