// A tiny SVG composition context: scenes append markup, gradients and filters get unique ids,
// and all randomness comes from one seeded generator so a re-run reproduces the same file.

/** A point of a scene: [x, y]. */
export type Point = readonly [x: number, y: number];
/** A gradient stop: offset (0–1), colour and an opacity (1 if left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];
type GradientUnits = 'userSpaceOnUse' | 'objectBoundingBox';

export type Random = ReturnType<typeof createRandom>;
export type Canvas = ReturnType<typeof createCanvas>;

/** mulberry32: small, fast and good enough for art; seeded from the scene's name. */
export function createRandom(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    // next() is below 1, so the index is always one of the items'.
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Coordinates with one decimal keep the SVG small without visible loss. */
export const n = (value: number) => Math.round(value * 10) / 10;

export function createCanvas(width: number, height: number, seedText: string) {
  const defs: string[] = [];
  const layers: string[] = [];
  let counter = 0;
  const ctx = {
    W: width,
    H: height,
    rnd: createRandom(seedText),
    uid: (prefix: string) => `${prefix}${++counter}`,
    def: (markup: string) => defs.push(markup),
    add: (...markup: string[]) => layers.push(...markup),
    /** Vertical (default) or custom-direction linear gradient; stops are [offset, colour, opacity?]. */
    linear(
      stops: readonly Stop[],
      {
        x1 = 0,
        y1 = 0,
        x2 = 0,
        y2 = 1,
        units,
      }: { x1?: number; y1?: number; x2?: number; y2?: number; units?: GradientUnits } = {},
    ): string {
      const id = ctx.uid('lg');
      const unitAttr = units ? ` gradientUnits="${units}"` : '';
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${unitAttr}>${stopsMarkup(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(
      stops: readonly Stop[],
      {
        cx = 0.5,
        cy = 0.5,
        r = 0.5,
        fx,
        fy,
        units,
      }: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; units?: GradientUnits } = {},
    ): string {
      const id = ctx.uid('rg');
      const unitAttr = units ? ` gradientUnits="${units}"` : '';
      const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}${unitAttr}>${stopsMarkup(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    blur(deviation: number): string {
      const id = ctx.uid('bl');
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
      );
      return `url(#${id})`;
    },
    /** Water reflections: stretched turbulence displaces the mirrored scene into ripples. */
    ripple({
      scale = 14,
      freqX = 0.002,
      freqY = 0.08,
      blur = 1.2,
    }: { scale?: number; freqX?: number; freqY?: number; blur?: number } = {}): string {
      const id = ctx.uid('rp');
      const seed = Math.floor(ctx.rnd.next() * 1000);
      defs.push(
        `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${freqX} ${freqY}" numOctaves="1" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${blur}"/></filter>`,
      );
      return `url(#${id})`;
    },
    clip(markup: string): string {
      const id = ctx.uid('cp');
      defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
      return `url(#${id})`;
    },
    svg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${layers.join('')}</svg>`,
  };
  return ctx;
}

function stopsMarkup(stops: readonly Stop[]) {
  return stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
}

/** A polyline through points as an SVG path (closed if asked). */
export function pathOf(points: readonly Point[], close = false) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points: readonly Point[], close = false) {
  if (points.length < 3) return pathOf(points, close);
  // Three points at least, and i + 1 is within them: only the neighbours outside the ends may be missing.
  const [x0, y0] = points[0]!;
  let d = `M${n(x0)} ${n(y0)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}
