// A tiny SVG composition context: scenes append markup, gradients and filters get unique ids,
// and all randomness comes from one seeded generator so a re-run reproduces the same file.

/** mulberry32: small, fast and good enough for art; seeded from the scene's name. */
export function createRandom(seedText) {
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
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

/** Coordinates with one decimal keep the SVG small without visible loss. */
export const n = (value) => Math.round(value * 10) / 10;

export function createCanvas(width, height, seedText) {
  const defs = [];
  const layers = [];
  let counter = 0;
  const ctx = {
    W: width,
    H: height,
    rnd: createRandom(seedText),
    uid: (prefix) => `${prefix}${++counter}`,
    def: (markup) => defs.push(markup),
    add: (...markup) => layers.push(...markup),
    /** Vertical (default) or custom-direction linear gradient; stops are [offset, colour, opacity?]. */
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units } = {}) {
      const id = ctx.uid('lg');
      const unitAttr = units ? ` gradientUnits="${units}"` : '';
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${unitAttr}>${stopsMarkup(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units } = {}) {
      const id = ctx.uid('rg');
      const unitAttr = units ? ` gradientUnits="${units}"` : '';
      const focus = fx === undefined ? '' : ` fx="${fx}" fy="${fy}"`;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${focus}${unitAttr}>${stopsMarkup(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    blur(deviation) {
      const id = ctx.uid('bl');
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
      );
      return `url(#${id})`;
    },
    /** Water reflections: stretched turbulence displaces the mirrored scene into ripples. */
    ripple({ scale = 14, freqX = 0.002, freqY = 0.08, blur = 1.2 } = {}) {
      const id = ctx.uid('rp');
      const seed = Math.floor(ctx.rnd.next() * 1000);
      defs.push(
        `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="${freqX} ${freqY}" numOctaves="1" seed="${seed}"/><feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${blur}"/></filter>`,
      );
      return `url(#${id})`;
    },
    clip(markup) {
      const id = ctx.uid('cp');
      defs.push(`<clipPath id="${id}">${markup}</clipPath>`);
      return `url(#${id})`;
    },
    svg: () =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${layers.join('')}</svg>`,
  };
  return ctx;
}

function stopsMarkup(stops) {
  return stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
}

/** A polyline through points as an SVG path (closed if asked). */
export function pathOf(points, close = false) {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(points, close = false) {
  if (points.length < 3) return pathOf(points, close);
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift) => Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}
