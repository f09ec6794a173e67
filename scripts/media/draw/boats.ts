// Side-view boats drawn in a local frame: 1000 units from stern (x=0) to bow (x=1000), the
// waterline at y=0 and up negative. `placeBoat` scales one into a scene; each type keeps the
// proportions and details that make it read as itself (decks, glazing, rigs, tenders).
import { type Canvas, mix, n, pathOf, type Point } from './canvas.ts';
import type { Palette } from './palettes.ts';

/** Where a boat sits in a scene: its stern at (x, y) on the waterline, its length, and its attitude in degrees. */
export type BoatPlace = { x: number; y: number; length: number; flip?: boolean; heel?: number; pitch?: number };

const sheerAt = (x: number, aft: number, fwd: number) => aft + (fwd - aft) * Math.pow(Math.max(0, x) / 1000, 1.6);

export function placeBoat(markup: string, { x, y, length, flip = false, heel = 0, pitch = 0 }: BoatPlace) {
  const s = length / 1000;
  const rotate = heel || pitch ? ` rotate(${n(heel + pitch)} 500 0)` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})${rotate}">${markup}</g>`;
}

/** Contact shadow and foam where the hull meets the water. */
function waterline(p: Palette, x0: number, x1: number, weight = 1) {
  return `<ellipse cx="${n((x0 + x1) / 2)}" cy="4" rx="${n((x1 - x0) / 2 + 20)}" ry="${n(10 * weight)}" fill="${p.sea.lo}" opacity="0.45"/><path d="M${n(x0 - 10)} 1L${n(x1 + 8)} 1" stroke="${p.foam}" stroke-width="${n(4 * weight)}" opacity="0.55" stroke-linecap="round"/>`;
}

/** A hull's gradient: the palette's own white for 'white', or `colour` lit and shaded. */
function hullFill(ctx: Canvas, p: Palette, colour: string) {
  if (colour === 'white')
    return ctx.linear([
      [0, p.white],
      [0.55, mix(p.white, p.whiteShade, 0.25)],
      [1, p.whiteShade],
    ]);
  const c = colour;
  return ctx.linear([
    [0, mix(c, p.sun.glow, 0.18)],
    [0.5, c],
    [1, mix(c, '#000000', 0.45)],
  ]);
}

/** One superstructure level: a base line from x0 to x1 at baseY, a raked front and rounded corners. */
function deck(
  ctx: Canvas,
  p: Palette,
  {
    x0,
    x1,
    base0,
    base1 = base0,
    height,
    rakeFront,
    rakeBack = 8,
    glazing = 0.55,
    roofOverhang = 0,
    fill,
    windows = 'band',
  }: {
    x0: number;
    x1: number;
    base0: number;
    base1?: number;
    height: number;
    rakeFront: number;
    rakeBack?: number;
    glazing?: number;
    roofOverhang?: number;
    fill?: string;
    windows?: 'band' | 'squares';
  },
) {
  const top0 = base0 - height;
  const top1 = base1 - height;
  const shape = pathOf(
    [
      [x0, base0],
      [x0 + rakeBack, top0],
      [x1 - rakeFront, top1],
      [x1, base1],
    ],
    true,
  );
  const body =
    fill ??
    ctx.linear([
      [0, p.white],
      [1, mix(p.white, p.whiteShade, 0.55)],
    ]);
  const out = [`<path d="${shape}" fill="${body}"/>`];
  const g0 = base0 - height * (1 - glazing) * 0.35;
  const g1 = base1 - height * (1 - glazing) * 0.35;
  const gh = height * glazing;
  const inset = 22;
  const frontAt = (y: number, base: number) => x1 - rakeFront * ((base - y) / height) - 6;
  if (windows === 'band') {
    const glass = pathOf(
      [
        [x0 + rakeBack + inset, g0 - gh],
        [frontAt(g1 - gh, base1) - 4, g1 - gh],
        [frontAt(g1, base1), g1],
        [x0 + rakeBack + inset - 4, g0],
      ],
      true,
    );
    out.push(
      `<path d="${glass}" fill="${
        p.lit
          ? p.glass
          : ctx.linear([
              [0, mix(p.glass, p.glassHi, 0.35)],
              [0.6, p.glass],
              [1, mix(p.glass, '#000000', 0.3)],
            ])
      }"/>`,
    );
    if (p.lit) {
      out.push(`<path d="${glass}" fill="${p.glass}" opacity="0.7" filter="${ctx.blur(14)}"/>`);
      // Mullions and silhouettes of the rooms behind lit glass.
      const bars = [];
      for (let x = x0 + rakeBack + inset + 60; x < frontAt(g1, base1) - 30; x += 70)
        bars.push(`<rect x="${n(x)}" y="${n(g0 - gh)}" width="5" height="${n(gh)}"/>`);
      out.push(`<g fill="${mix(p.glass, '#3a2410', 0.55)}" opacity="0.55">${bars.join('')}</g>`);
    } else {
      out.push(
        `<path d="M${n(x0 + (x1 - x0) * 0.35)} ${n(g0 - gh)}l${n(gh * 0.9)} 0l${n(-gh * 0.6)} ${n(gh)}l${n(-gh * 0.5)} 0Z" fill="${p.glassHi}" opacity="0.22"/>`,
        `<path d="M${n(x0 + (x1 - x0) * 0.55)} ${n(g0 - gh)}l${n(gh * 0.35)} 0l${n(-gh * 0.6)} ${n(gh)}l${n(-gh * 0.2)} 0Z" fill="${p.glassHi}" opacity="0.18"/>`,
      );
    }
  } else if (windows === 'squares') {
    const panes = [];
    const size = gh * 0.8;
    for (let x = x0 + rakeBack + inset; x < x1 - rakeFront - size; x += size * 1.6) {
      panes.push(`<rect x="${n(x)}" y="${n(g0 - gh + 4)}" width="${n(size)}" height="${n(size * 0.8)}" rx="6"/>`);
    }
    out.push(`<g fill="${p.glass}">${panes.join('')}</g>`);
    if (p.lit) out.push(`<g fill="${p.glass}" opacity="0.6" filter="${ctx.blur(10)}">${panes.join('')}</g>`);
  }
  // The deck above shades the top of this level.
  out.push(
    `<path d="M${n(x0 + rakeBack)} ${n(top0 + 3)}L${n(x1 - rakeFront)} ${n(top1 + 3)}" stroke="#000000" stroke-width="7" opacity="0.18"/>`,
  );
  if (roofOverhang) {
    out.push(
      `<path d="M${n(x0 + rakeBack - roofOverhang)} ${n(top0 - 4)}L${n(x1 - rakeFront + 14)} ${n(top1 - 4)}" stroke="${p.white}" stroke-width="10" stroke-linecap="round"/>`,
      `<path d="M${n(x0 + rakeBack - roofOverhang + 12)} ${n(top0)}l0 ${n(height * 0.95)}" stroke="${p.whiteShade}" stroke-width="6"/>`,
    );
  }
  return { markup: out.join(''), top0, top1 };
}

function railing(p: Palette, x0: number, x1: number, base0: number, base1: number, height = 22) {
  const posts = [];
  for (let x = x0; x <= x1; x += 40) {
    const base = base0 + ((x - x0) / (x1 - x0)) * (base1 - base0);
    posts.push(`M${n(x)} ${n(base)}l0 ${-height}`);
  }
  return `<g stroke="${p.metal}" stroke-width="3" fill="none"><path d="M${n(x0)} ${n(base0 - height)}L${n(x1)} ${n(base1 - height)}"/><path d="${posts.join('')}" stroke-width="2"/></g>`;
}

function mastArray(p: Palette, x: number, base: number, height: number) {
  return `<g fill="${p.white}" stroke="${p.metal}"><path d="M${n(x - 30)} ${n(base)}L${n(x - 8)} ${n(base - height)}L${n(x + 14)} ${n(base - height)}L${n(x + 30)} ${n(base)}Z" stroke="none"/><path d="M${n(x - 50)} ${n(base - height * 0.7)}l110 0" stroke-width="5"/><circle cx="${n(x - 30)}" cy="${n(base - height - 18)}" r="18"/><circle cx="${n(x + 26)}" cy="${n(base - height * 0.7 - 16)}" r="14"/><path d="M${n(x + 4)} ${n(base - height)}l0 -70M${n(x + 40)} ${n(base - height * 0.7)}l0 -50" stroke-width="3"/></g>`;
}

/** Three- or four-deck superyacht with hull windows, glazing bands and a radar mast. */
export function superyacht(
  ctx: Canvas,
  p: Palette,
  { hull = 'white', accent = '#0b2a4d', flags = false }: { hull?: string; accent?: string; flags?: boolean } = {},
) {
  const aft = -92;
  const fwd = -138;
  const s = (x: number) => sheerAt(x, aft, fwd);
  const parts = [waterline(p, 20, 930)];
  parts.push(
    `<path d="M0 ${aft}L22 0L900 0Q962 -40 1000 ${fwd}Q520 ${n(s(520) + 4)} 0 ${aft}Z" fill="${hullFill(ctx, p, hull)}"/>`,
  );
  parts.push(`<path d="M22 -2L900 -2Q912 -10 920 -16L18 -16Z" fill="${accent}"/>`);
  parts.push(
    `<path d="M0 ${aft + 12}Q520 ${n(s(520) + 16)} 990 ${fwd + 14}" stroke="${mix(p.whiteShade, '#000000', 0.1)}" stroke-width="4" fill="none" opacity="0.6"/>`,
  );
  const ports = [];
  for (let x = 260; x < 720; x += 92) ports.push(`<rect x="${x}" y="-62" width="64" height="13" rx="6"/>`);
  parts.push(`<g fill="${p.glass}">${ports.join('')}</g>`);
  parts.push(`<rect x="-34" y="-26" width="46" height="10" fill="${p.whiteShade}"/>`);
  const d1 = deck(ctx, p, {
    x0: 70,
    x1: 840,
    base0: s(70),
    base1: s(840),
    height: 74,
    rakeFront: 95,
    rakeBack: 6,
    glazing: 0.45,
  });
  const d2 = deck(ctx, p, {
    x0: 150,
    x1: 745,
    base0: d1.top0,
    base1: d1.top1,
    height: 64,
    rakeFront: 85,
    rakeBack: 14,
    roofOverhang: 60,
    glazing: 0.45,
  });
  const d3 = deck(ctx, p, {
    x0: 290,
    x1: 640,
    base0: d2.top0,
    base1: d2.top1,
    height: 52,
    rakeFront: 70,
    rakeBack: 14,
    roofOverhang: 80,
    glazing: 0.45,
  });
  parts.push(railing(p, 860, 975, s(860) - 2, s(975) - 2), d1.markup, d2.markup, d3.markup);
  parts.push(mastArray(p, 480, d3.top0, 110));
  if (flags) {
    const colours = ['#d4a84b', '#c8323b', '#0f6b8f', '#ffffff', '#123a66', '#2e8b57'];
    const line: Point[] = [
      [-30, aft - 10],
      [450, d3.top0 - 190],
      [995, fwd - 20],
    ];
    const pennants = [];
    for (let seg = 0; seg < 2; seg++) {
      const [ax, ay] = line[seg]!;
      const [bx, by] = line[seg + 1]!;
      for (let t = 0.04; t < 1; t += 0.06) {
        const x = ax + (bx - ax) * t;
        const y = ay + (by - ay) * t + Math.sin(t * Math.PI) * 25;
        pennants.push(
          `<path d="M${n(x)} ${n(y)}l18 0l-9 30Z" fill="${colours[Math.floor(t * 100) % colours.length]}"/>`,
        );
      }
    }
    parts.push(
      `<path d="M-30 ${aft - 10}Q200 ${n(d3.top0 - 120)} 450 ${n(d3.top0 - 190)}Q720 ${n(d3.top0 - 120)} 995 ${fwd - 20}" stroke="${p.metal}" stroke-width="2" fill="none"/>${pennants.join('')}`,
    );
  }
  return parts.join('');
}

/** Two decks plus an open flybridge under a hardtop; `hull` may be a colour (navy). */
export function motorYacht(
  ctx: Canvas,
  p: Palette,
  { hull = 'white', accent = '#d4a84b' }: { hull?: string; accent?: string } = {},
) {
  const aft = -90;
  const fwd = -130;
  const s = (x: number) => sheerAt(x, aft, fwd);
  const parts = [waterline(p, 20, 920)];
  parts.push(
    `<path d="M0 ${aft}L26 0L890 0Q958 -36 1000 ${fwd}Q520 ${n(s(520) + 3)} 0 ${aft}Z" fill="${hullFill(ctx, p, hull)}"/>`,
  );
  parts.push(
    `<path d="M0 ${aft + 14}Q520 ${n(s(520) + 17)} 992 ${fwd + 16}" stroke="${accent}" stroke-width="6" fill="none"/>`,
  );
  const ports = [];
  for (let x = 330; x < 700; x += 110) ports.push(`<rect x="${x}" y="-52" width="70" height="11" rx="5"/>`);
  parts.push(`<g fill="${hull === 'white' ? p.glass : mix(p.glass, '#ffffff', 0.15)}">${ports.join('')}</g>`);
  parts.push(`<rect x="-30" y="-24" width="40" height="9" fill="${p.whiteShade}"/>`);
  const d1 = deck(ctx, p, {
    x0: 110,
    x1: 800,
    base0: s(110),
    base1: s(800),
    height: 84,
    rakeFront: 150,
    rakeBack: 4,
    glazing: 0.5,
  });
  const d2 = deck(ctx, p, {
    x0: 260,
    x1: 620,
    base0: d1.top0,
    base1: d1.top1,
    height: 46,
    rakeFront: 90,
    rakeBack: 40,
    glazing: 0.35,
  });
  parts.push(railing(p, 810, 975, s(810) - 2, s(975) - 2), d1.markup, d2.markup);
  // Flybridge hardtop on struts.
  const roofY = d2.top0 - 58;
  parts.push(
    `<path d="M250 ${n(roofY)}Q430 ${n(roofY - 14)} 600 ${n(roofY + 6)}" stroke="${p.white}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    `<path d="M300 ${n(d2.top0)}L290 ${n(roofY)}M560 ${n(d2.top1)}L575 ${n(roofY + 4)}" stroke="${p.metal}" stroke-width="6"/>`,
    `<path d="M430 ${n(roofY - 8)}l-10 -60l40 0" stroke="${p.metal}" stroke-width="5" fill="none"/><ellipse cx="445" cy="${n(roofY - 74)}" rx="38" ry="9" fill="${p.white}"/>`,
  );
  return parts.join('');
}

/** Expedition yacht: high plumb bow, dark hull, square windows, tender and crane aft. */
export function explorerYacht(
  ctx: Canvas,
  p: Palette,
  { hull = '#2c3a44', tenderLaunched = false }: { hull?: string; tenderLaunched?: boolean } = {},
) {
  const aft = -115;
  const fwd = -190;
  const s = (x: number) => sheerAt(x, aft, fwd);
  const parts = [waterline(p, 20, 975)];
  parts.push(
    `<path d="M0 ${aft}L18 0L975 0L1000 ${fwd}Q560 ${n(s(560) + 6)} 0 ${aft}Z" fill="${hullFill(ctx, p, hull)}"/>`,
  );
  parts.push(`<path d="M18 -3L975 -3L977 -16L16 -16Z" fill="#b4432f"/>`);
  parts.push(
    `<path d="M0 ${aft + 10}Q560 ${n(s(560) + 16)} 998 ${fwd + 10}" stroke="${mix(p.white, hull, 0.4)}" stroke-width="5" fill="none"/>`,
  );
  const ports = [];
  for (let x = 380; x < 880; x += 70) ports.push(`<circle cx="${x}" cy="-70" r="11"/>`);
  parts.push(
    `<g fill="${p.lit ? p.glass : mix(p.glass, '#000000', 0.2)}" stroke="${p.metal}" stroke-width="3">${ports.join('')}</g>`,
  );
  const d1 = deck(ctx, p, {
    x0: 300,
    x1: 870,
    base0: s(300),
    base1: s(870),
    height: 92,
    rakeFront: 40,
    rakeBack: 0,
    windows: 'squares',
    glazing: 0.5,
  });
  const d2 = deck(ctx, p, {
    x0: 440,
    x1: 800,
    base0: d1.top0,
    base1: d1.top1,
    height: 76,
    rakeFront: 14,
    rakeBack: 0,
    glazing: 0.4,
  });
  parts.push(d1.markup, d2.markup);
  // Reverse-raked bridge windows and a tripod mast with radar bars.
  parts.push(
    `<path d="M${n(430)} ${n(d2.top0)}l20 -14l360 0l22 14Z" fill="${p.white}"/>`,
    `<path d="M560 ${n(d2.top0)}L600 ${n(d2.top0 - 230)}L640 ${n(d2.top0)}" stroke="${p.white}" stroke-width="12" fill="none"/>`,
    `<path d="M540 ${n(d2.top0 - 150)}l120 0M555 ${n(d2.top0 - 210)}l90 0" stroke="${p.metal}" stroke-width="8"/>`,
    `<circle cx="600" cy="${n(d2.top0 - 250)}" r="24" fill="${p.white}"/>`,
    `<path d="M360 ${n(d1.top0)}l20 -90l70 0l10 90Z" fill="${mix(p.white, p.whiteShade, 0.3)}"/><path d="M378 ${n(d1.top0 - 86)}l74 0" stroke="#1b1b1b" stroke-width="10"/>`,
  );
  // Crane and the tender on the aft deck (or in the water beside the yacht).
  parts.push(
    `<path d="M270 ${n(s(270))}L270 ${n(s(270) - 170)}L120 ${n(s(120) - 150)}" stroke="${p.metal}" stroke-width="9" fill="none"/>`,
  );
  if (!tenderLaunched)
    parts.push(
      `<g transform="translate(40 ${n(s(150) - 6)}) scale(0.22)">${tender(ctx, p, { colour: '#e05a2b', waterline: false })}</g>`,
    );
  return parts.join('');
}

/** Monohull sailing yacht: overhanging ends, coachroof, sloop or ketch rig, optional spinnaker. */
export function sailingYacht(
  ctx: Canvas,
  p: Palette,
  {
    hull = 'white',
    sails = true,
    rig = 'sloop',
    spinnaker,
    sailColour,
  }: { hull?: string; sails?: boolean; rig?: 'sloop' | 'ketch'; spinnaker?: string; sailColour?: string } = {},
) {
  const parts = [waterline(p, 90, 860, 0.8)];
  const sail = sailColour ?? p.sail;
  parts.push(`<path d="M0 -64L95 -2L830 -2Q905 -24 1000 -78Q520 -58 0 -64Z" fill="${hullFill(ctx, p, hull)}"/>`);
  parts.push(
    `<path d="M8 -58Q520 -50 985 -70" stroke="${hull === 'white' ? '#0b2a4d' : '#d4a84b'}" stroke-width="5" fill="none"/>`,
  );
  parts.push(
    `<path d="M330 -62L350 -96L600 -98L650 -60Z" fill="${hull === 'white' ? p.white : mix(p.wood, p.white, 0.2)}"/><g fill="${p.glass}"><rect x="390" y="-86" width="40" height="10" rx="5"/><rect x="450" y="-86" width="40" height="10" rx="5"/><rect x="510" y="-86" width="40" height="10" rx="5"/></g>`,
  );
  const mastX = 430;
  const top = -1300;
  const mast = [`<path d="M${mastX} -95L${mastX} ${top}" stroke="${p.metal}" stroke-width="10"/>`];
  mast.push(
    `<g stroke="${p.metal}" stroke-width="2" fill="none" opacity="0.8"><path d="M${mastX} ${top + 10}L990 -76M${mastX} ${top + 10}L10 -62M${mastX} ${top + 60}L${mastX + 70} -70M${mastX} ${top + 60}L${mastX - 70} -70"/></g>`,
  );
  if (sails) {
    const main = `M${mastX - 6} ${top + 12}L${mastX - 6} -128L60 -118Q120 ${n(top * 0.45)} ${mastX - 6} ${top + 12}Z`;
    const jib = `M${mastX + 8} ${top + 120}L975 -88L650 -108Q590 ${n(top * 0.4)} ${mastX + 8} ${top + 120}Z`;
    const mainFill = ctx.linear(
      [
        [0, mix(sail, p.sailShade, 0.45)],
        [0.6, sail],
        [1, mix(sail, p.sun.glow, 0.15)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    const jibFill = ctx.linear(
      [
        [0, sail],
        [1, mix(sail, p.sailShade, 0.5)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    );
    parts.push(`<path d="${jib}" fill="${jibFill}"/>`);
    parts.push(`<path d="${main}" fill="${mainFill}"/>`);
    const seams = [];
    for (let k = 1; k < 8; k++) {
      const y = -128 + (top + 140) * (k / 8);
      const leech = 60 + (mastX - 66) * Math.pow(k / 8, 1.4) - 40 * Math.sin((Math.PI * k) / 8);
      seams.push(`M${mastX - 6} ${n(y)}L${n(leech)} ${n(y + 12)}`);
    }
    parts.push(`<path d="${seams.join('')}" stroke="${p.sailShade}" stroke-width="2.5" opacity="0.6"/>`);
    parts.push(`<path d="M${mastX} -125L40 -118" stroke="${p.metal}" stroke-width="12" stroke-linecap="round"/>`);
    if (spinnaker) {
      parts.push(
        `<path d="M${mastX + 14} ${top + 40}Q1350 ${n(top * 0.75)} 1080 -170Q900 -150 760 -190Q760 ${n(top * 0.5)} ${mastX + 14} ${top + 40}Z" fill="${ctx.linear(
          [
            [0, mix(spinnaker, '#ffffff', 0.25)],
            [0.6, spinnaker],
            [1, mix(spinnaker, '#000000', 0.35)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        )}"/>`,
      );
      parts.push(
        `<path d="M${mastX + 14} ${top + 40}Q1080 ${n(top * 0.6)} 920 -160" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.5"/>`,
      );
    }
  } else {
    parts.push(
      `<path d="M${mastX} -125L40 -118" stroke="${p.metal}" stroke-width="12" stroke-linecap="round"/><path d="M${mastX - 8} -140L60 -128L60 -112L${mastX - 8} -112Z" fill="#123a66"/>`,
    );
  }
  if (rig === 'ketch') {
    mast.push(`<path d="M150 -70L150 -780" stroke="${p.metal}" stroke-width="8"/>`);
    if (sails)
      parts.push(
        `<path d="M146 -770L146 -95L-40 -90Q0 -420 146 -770Z" fill="${ctx.linear(
          [
            [0, mix(sail, p.sailShade, 0.4)],
            [1, sail],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        )}"/>`,
      );
  }
  return mast.join('') + parts.join('');
}

/** Sailing catamaran: twin hulls (the far one peeks out), bridgedeck saloon, square-top main. */
export function sailingCatamaran(
  ctx: Canvas,
  p: Palette,
  { sails = true, hull = 'white', sailColour }: { sails?: boolean; hull?: string; sailColour?: string } = {},
) {
  const parts = [];
  const sail = sailColour ?? p.sail;
  const hullShape = 'M0 -120L14 -4L950 -4L1000 -128Q500 -122 0 -120Z';
  parts.push(
    `<g transform="translate(34 -16)"><path d="${hullShape}" fill="${mix(hull === 'white' ? p.whiteShade : hull, '#000000', 0.25)}"/></g>`,
  );
  parts.push(waterline(p, 10, 980));
  parts.push(`<path d="${hullShape}" fill="${hullFill(ctx, p, hull)}"/>`);
  parts.push(`<path d="M14 -14L975 -14" stroke="${p.sea.lo}" stroke-width="8" opacity="0.5"/>`);
  parts.push(
    `<g fill="${p.glass}"><rect x="200" y="-78" width="180" height="16" rx="8"/><rect x="600" y="-78" width="150" height="16" rx="8"/></g>`,
  );
  const d1 = deck(ctx, p, {
    x0: 170,
    x1: 780,
    base0: -121,
    base1: -125,
    height: 110,
    rakeFront: 130,
    rakeBack: 0,
    roofOverhang: 110,
  });
  parts.push(d1.markup);
  parts.push(railing(p, 790, 990, -126, -128));
  const mastX = 560;
  const top = -1420;
  const rig = [
    `<path d="M${mastX} ${n(d1.top1)}L${mastX} ${top}" stroke="${p.metal}" stroke-width="11"/>`,
    `<g stroke="${p.metal}" stroke-width="2" opacity="0.8"><path d="M${mastX} ${top + 10}L995 -130M${mastX} ${top + 10}L20 -122"/></g>`,
  ];
  if (sails) {
    const main = `M${mastX - 6} ${top + 10}L${mastX - 6} ${n(d1.top1 - 40)}L90 ${n(d1.top0 - 50)}Q130 ${n(top * 0.6)} 250 ${top + 60}Z`;
    parts.push(
      `<path d="M${mastX + 8} ${top + 130}L990 -140L720 ${n(d1.top1 - 10)}Q660 ${n(top * 0.35)} ${mastX + 8} ${top + 130}Z" fill="${ctx.linear(
        [
          [0, sail],
          [1, mix(sail, p.sailShade, 0.55)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0.3 },
      )}"/>`,
    );
    parts.push(
      `<path d="${main}" fill="${ctx.linear(
        [
          [0, mix(sail, p.sailShade, 0.45)],
          [0.7, sail],
          [1, mix(sail, p.sun.glow, 0.15)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}"/>`,
    );
    const battens = [];
    for (let k = 1; k < 7; k++) {
      const y = d1.top0 - 50 + (top + 60 - (d1.top0 - 50)) * (k / 7);
      battens.push(`M${mastX - 6} ${n(y)}L${n(100 + 150 * (k / 7) - 30 * Math.sin((Math.PI * k) / 7))} ${n(y + 10)}`);
    }
    parts.push(`<path d="${battens.join('')}" stroke="${p.sailShade}" stroke-width="3" opacity="0.55"/>`);
  }
  parts.push(
    `<path d="M${mastX} ${n(d1.top1 - 40)}L80 ${n(d1.top0 - 46)}" stroke="${p.metal}" stroke-width="12" stroke-linecap="round"/>`,
  );
  if (!sails)
    parts.push(
      `<path d="M${mastX - 10} ${n(d1.top1 - 60)}L100 ${n(d1.top0 - 62)}L100 ${n(d1.top0 - 34)}L${mastX - 10} ${n(d1.top1 - 30)}Z" fill="#123a66"/>`,
    );
  return rig.join('') + parts.join('');
}

/** Power catamaran: twin hulls, two glazed decks and a flybridge under a hardtop. */
export function powerCatamaran(
  ctx: Canvas,
  p: Palette,
  { hull = 'white', accent = '#0f6b8f' }: { hull?: string; accent?: string } = {},
) {
  const parts = [];
  const hullShape = 'M0 -130L18 -4L935 -4L1000 -150Q500 -134 0 -130Z';
  parts.push(
    `<g transform="translate(30 -16)"><path d="${hullShape}" fill="${mix(p.whiteShade, '#000000', 0.25)}"/></g>`,
  );
  parts.push(waterline(p, 10, 970));
  parts.push(`<path d="${hullShape}" fill="${hullFill(ctx, p, hull)}"/>`);
  parts.push(`<path d="M18 -16L960 -16" stroke="${accent}" stroke-width="12"/>`);
  parts.push(
    `<g fill="${p.glass}"><rect x="180" y="-84" width="220" height="18" rx="9"/><rect x="560" y="-84" width="200" height="18" rx="9"/></g>`,
  );
  const d1 = deck(ctx, p, {
    x0: 100,
    x1: 820,
    base0: -131,
    base1: -138,
    height: 120,
    rakeFront: 150,
    rakeBack: 0,
    roofOverhang: 70,
  });
  const d2 = deck(ctx, p, {
    x0: 300,
    x1: 650,
    base0: d1.top0,
    base1: d1.top1,
    height: 40,
    rakeFront: 60,
    rakeBack: 30,
    glazing: 0.3,
  });
  parts.push(d1.markup, d2.markup, railing(p, 830, 990, -140, -148));
  const roofY = d2.top0 - 75;
  parts.push(
    `<path d="M260 ${n(roofY)}Q450 ${n(roofY - 16)} 640 ${n(roofY + 4)}" stroke="${p.white}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    `<path d="M320 ${n(d2.top0)}L300 ${n(roofY)}M600 ${n(d2.top1)}L620 ${n(roofY + 3)}" stroke="${p.metal}" stroke-width="6"/>`,
  );
  return parts.join('');
}

/** Sports speedboat: deep-V hull in two colours, raked windscreen, twin outboards. */
export function speedboat(
  ctx: Canvas,
  p: Palette,
  { top = '#c8323b', people = 2 }: { top?: string; people?: number } = {},
) {
  const parts = [waterline(p, 20, 800)];
  parts.push(`<path d="M0 -120L30 0L780 0Q950 -40 1000 -165Q520 -132 0 -120Z" fill="${hullFill(ctx, p, 'white')}"/>`);
  parts.push(`<path d="M0 -120Q520 -132 1000 -165L985 -130Q520 -100 4 -82Z" fill="${hullFill(ctx, p, top)}"/>`);
  parts.push(`<path d="M40 -40L790 -30Q880 -50 930 -90" stroke="${top}" stroke-width="10" fill="none"/>`);
  parts.push(
    `<path d="M520 -128L600 -240L700 -240L690 -136Z" fill="${ctx.linear([
      [0, p.glassHi, 0.7],
      [1, p.glass, 0.8],
    ])}" stroke="${p.metal}" stroke-width="5"/>`,
    `<path d="M240 -124L240 -170L470 -170L480 -128Z" fill="${mix(p.white, p.whiteShade, 0.3)}"/>`,
  );
  const crew = [];
  for (let i = 0; i < people; i++)
    crew.push(person(p, 470 - i * 140, -128, 170, { seated: true, colour: mix('#1a2233', p.sun.glow, 0.1) }));
  parts.push(crew.join(''));
  parts.push(
    `<g fill="#1b1f27"><path d="M-50 -140L10 -140L12 -50L-20 0L-34 0L-44 -50Z"/></g><path d="M-50 -140L10 -140L10 -122L-50 -122Z" fill="${p.white}"/>`,
  );
  return parts.join('');
}

/** Day cruiser: open deck under a fabric T-top, bench seats and guests. */
export function dayCruiser(
  ctx: Canvas,
  p: Palette,
  { canopy = '#0f6b8f', people = 4 }: { canopy?: string; people?: number } = {},
) {
  const parts = [waterline(p, 20, 880)];
  parts.push(`<path d="M0 -110L22 0L860 0Q955 -40 1000 -140Q520 -118 0 -110Z" fill="${hullFill(ctx, p, 'white')}"/>`);
  parts.push(`<path d="M10 -70Q520 -80 985 -110" stroke="${canopy}" stroke-width="14" fill="none"/>`);
  parts.push(`<path d="M60 -112L60 -150L900 -150L935 -130" stroke="${p.metal}" stroke-width="4" fill="none"/>`);
  const guests = [];
  for (let i = 0; i < people; i++)
    guests.push(
      person(p, 160 + i * 150, -114, 190, {
        seated: i % 2 === 0,
        colour: ['#c8323b', '#0b2a4d', '#d4a84b', '#2e8b57', '#f2efe8'][i % 5],
      }),
    );
  parts.push(guests.join(''));
  parts.push(
    `<path d="M560 -114L560 -200L680 -200L700 -118Z" fill="${p.white}"/><path d="M600 -200L640 -280L700 -280L680 -200Z" fill="${p.glassHi}" opacity="0.7"/>`,
  );
  parts.push(
    `<path d="M170 -114L180 -380M760 -118L740 -380M420 -116L430 -385" stroke="${p.metal}" stroke-width="7"/>`,
    `<path d="M120 -380Q460 -420 800 -380L790 -350Q460 -380 130 -350Z" fill="${ctx.linear([
      [0, mix(canopy, '#ffffff', 0.2)],
      [1, mix(canopy, '#000000', 0.3)],
    ])}"/>`,
    `<path d="M160 -350L780 -350L780 -340L160 -340Z" fill="#000000" opacity="0.2"/>`,
  );
  return parts.join('');
}

/** A rigid-inflatable tender with a console. */
export function tender(
  ctx: Canvas,
  p: Palette,
  {
    colour = '#3b4652',
    waterline: onWater = true,
    people = 1,
  }: { colour?: string; waterline?: boolean; people?: number } = {},
) {
  const parts = onWater ? [waterline(p, 40, 900, 0.7)] : [];
  parts.push(
    `<path d="M30 -60L920 -60Q1010 -70 1000 -120Q990 -170 900 -160L40 -160Q0 -160 0 -110Q0 -60 30 -60Z" fill="${ctx.linear(
      [
        [0, mix(colour, '#ffffff', 0.25)],
        [1, mix(colour, '#000000', 0.35)],
      ],
    )}"/>`,
  );
  parts.push(`<path d="M40 -60L880 -60L840 0L80 0Z" fill="${mix(p.white, p.whiteShade, 0.3)}"/>`);
  parts.push(
    `<path d="M420 -160L440 -260L560 -260L560 -160Z" fill="${p.white}"/><path d="M470 -260L500 -320L560 -320L560 -260Z" fill="${p.glassHi}" opacity="0.7"/>`,
  );
  const crew = [];
  for (let i = 0; i < people; i++)
    crew.push(person(p, 360 - i * 160, -160, 300, { colour: i ? '#c8323b' : '#0b2a4d' }));
  parts.push(crew.join(''));
  return parts.join('');
}

/** A small training dinghy (Optimist style) with a coloured sail. */
export function dinghy(
  ctx: Canvas,
  p: Palette,
  { sail = '#ffffff', sailing = true }: { sail?: string; sailing?: boolean } = {},
) {
  const parts = [waterline(p, 60, 900, 0.9)];
  parts.push(
    `<path d="M0 -220L60 -10L900 -10L1000 -240Q500 -200 0 -220Z" fill="${hullFill(ctx, p, 'white')}"/><path d="M0 -220Q500 -200 1000 -240" stroke="${p.wood}" stroke-width="22" fill="none"/>`,
  );
  parts.push(`<path d="M640 -220L640 -1500" stroke="${p.metal}" stroke-width="20"/>`);
  if (sailing)
    parts.push(
      `<path d="M640 -1480L640 -320L60 -330Q90 -900 640 -1480Z" fill="${ctx.linear(
        [
          [0, mix(sail, '#000000', 0.2)],
          [1, mix(sail, '#ffffff', 0.2)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      )}"/><path d="M640 -320L60 -330" stroke="${p.metal}" stroke-width="20"/>`,
    );
  else parts.push(`<path d="M640 -1480L660 -320L560 -330Q500 -900 640 -1480Z" fill="${sail}"/>`);
  return parts.join('');
}

/** A standing or seated person in silhouette, feet at (x, y), `height` tall (standing height). */
export function person(
  p: Palette,
  x: number,
  y: number,
  height: number,
  { seated = false, colour = '#1a2233', skin }: { seated?: boolean; colour?: string; skin?: string } = {},
) {
  const h = height;
  const head = skin ?? mix('#8a5a3c', p.sun.glow, 0.15);
  const dark = mix(colour, '#000000', 0.45);
  // Seated people are drawn on their seat: the torso sits lower, thighs run forward.
  const drop = seated ? h * 0.2 : 0;
  const shoulder = y - h * 0.8 + drop;
  const hip = y - h * 0.47 + drop;
  const legs = seated
    ? `<path d="M${n(x - h * 0.09)} ${n(hip)}L${n(x + h * 0.2)} ${n(hip)}L${n(x + h * 0.2)} ${n(y)}L${n(x + h * 0.13)} ${n(y)}L${n(x + h * 0.13)} ${n(hip + h * 0.07)}L${n(x - h * 0.09)} ${n(hip + h * 0.08)}Z" fill="${dark}"/>`
    : `<path d="M${n(x - h * 0.085)} ${n(hip)}L${n(x - h * 0.075)} ${n(y)}L${n(x - h * 0.02)} ${n(y)}L${n(x)} ${n(hip + h * 0.1)}L${n(x + h * 0.02)} ${n(y)}L${n(x + h * 0.075)} ${n(y)}L${n(x + h * 0.085)} ${n(hip)}Z" fill="${dark}"/>`;
  const torso = `<path d="M${n(x - h * 0.09)} ${n(hip + h * 0.02)}L${n(x - h * 0.115)} ${n(shoulder + h * 0.05)}Q${n(x - h * 0.11)} ${n(shoulder)} ${n(x - h * 0.06)} ${n(shoulder - h * 0.005)}L${n(x + h * 0.06)} ${n(shoulder - h * 0.005)}Q${n(x + h * 0.11)} ${n(shoulder)} ${n(x + h * 0.115)} ${n(shoulder + h * 0.05)}L${n(x + h * 0.09)} ${n(hip + h * 0.02)}Z" fill="${colour}"/>`;
  const arms = `<path d="M${n(x - h * 0.105)} ${n(shoulder + h * 0.04)}L${n(x - h * 0.13)} ${n(hip + h * 0.02)}M${n(x + h * 0.105)} ${n(shoulder + h * 0.04)}L${n(x + h * 0.13)} ${n(hip + h * 0.02)}" stroke="${mix(colour, '#000000', 0.2)}" stroke-width="${n(h * 0.045)}" stroke-linecap="round"/>`;
  const neck = `<rect x="${n(x - h * 0.022)}" y="${n(shoulder - h * 0.04)}" width="${n(h * 0.044)}" height="${n(h * 0.05)}" fill="${head}"/>`;
  const face = `<ellipse cx="${n(x)}" cy="${n(shoulder - h * 0.085)}" rx="${n(h * 0.058)}" ry="${n(h * 0.068)}" fill="${head}"/>`;
  const hair = `<path d="M${n(x - h * 0.06)} ${n(shoulder - h * 0.08)}Q${n(x - h * 0.06)} ${n(shoulder - h * 0.165)} ${n(x)} ${n(shoulder - h * 0.158)}Q${n(x + h * 0.062)} ${n(shoulder - h * 0.16)} ${n(x + h * 0.06)} ${n(shoulder - h * 0.09)}Q${n(x)} ${n(shoulder - h * 0.13)} ${n(x - h * 0.06)} ${n(shoulder - h * 0.08)}Z" fill="#1b1410"/>`;
  return `<g>${legs}${arms}${torso}${neck}${face}${hair}</g>`;
}

/** Foam trail and bow spray of a boat under way, in the boat's local frame (length 1000). */
export function wake(ctx: Canvas, p: Palette, { speed = 1, bow = 1000 }: { speed?: number; bow?: number } = {}) {
  const { rnd } = ctx;
  const foam = [];
  const len = 900 * speed;
  for (let i = 0; i < 70 * speed; i++) {
    const t = rnd.next();
    const x = -t * len * 1.6;
    const spread = 20 + t * 160 * speed;
    const y = rnd.range(-spread * 0.12, spread * 0.25);
    foam.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rnd.range(30, 120) * (1 - t * 0.5))}" ry="${n(rnd.range(4, 14))}" opacity="${n(rnd.range(0.3, 0.9) * (1 - t))}"/>`,
    );
  }
  for (let i = 0; i < 30 * speed; i++) {
    const x = bow * rnd.range(0.55, 0.95);
    foam.push(
      `<ellipse cx="${n(x)}" cy="${n(rnd.range(-10, 8))}" rx="${n(rnd.range(20, 70))}" ry="${n(rnd.range(4, 16))}" opacity="${n(rnd.range(0.4, 0.9))}"/>`,
    );
  }
  const spray = [];
  for (let i = 0; i < 24 * speed; i++) {
    spray.push(
      `<circle cx="${n(rnd.range(-120, 60) - rnd.next() * 200)}" cy="${n(rnd.range(-90, 0) * speed)}" r="${n(rnd.range(6, 26))}" opacity="${n(rnd.range(0.2, 0.6))}"/>`,
    );
  }
  return `<g fill="${p.foam}" filter="${ctx.blur(3)}">${foam.join('')}${spray.join('')}</g>`;
}

/** Top-down hull for aerial views, centred on (x, y), pointing along angle (degrees). */
export function boatFromAbove(
  ctx: Canvas,
  p: Palette,
  {
    x,
    y,
    length,
    beam = 0.3,
    angle = 0,
    kind = 'motor',
    colour = 'white',
  }: {
    x: number;
    y: number;
    length: number;
    beam?: number;
    angle?: number;
    kind?: 'motor' | 'sail';
    colour?: string;
  },
) {
  const L = length;
  const B = L * beam;
  const hull = `M${n(-L / 2)} ${n(-B / 2)}L${n(L * 0.15)} ${n(-B / 2)}Q${n(L * 0.45)} ${n(-B * 0.4)} ${n(L / 2)} 0Q${n(L * 0.45)} ${n(B * 0.4)} ${n(L * 0.15)} ${n(B / 2)}L${n(-L / 2)} ${n(B / 2)}Z`;
  const body = colour === 'white' ? p.white : colour;
  const parts = [
    `<path d="${hull}" transform="translate(${n(L * 0.03)} ${n(B * 0.12)})" fill="#000000" opacity="0.25"/>`,
    `<path d="${hull}" fill="${body}"/>`,
    `<path d="${hull}" fill="none" stroke="${p.whiteShade}" stroke-width="${n(L * 0.012)}"/>`,
  ];
  if (kind === 'sail') {
    parts.push(
      `<rect x="${n(-L * 0.2)}" y="${n(-B * 0.22)}" width="${n(L * 0.35)}" height="${n(B * 0.44)}" rx="${n(B * 0.1)}" fill="${mix(p.white, p.whiteShade, 0.4)}"/><path d="M${n(-L * 0.45)} ${n(-B * 0.3)}L${n(-L * 0.3)} ${n(-B * 0.3)}L${n(-L * 0.3)} ${n(B * 0.3)}L${n(-L * 0.45)} ${n(B * 0.3)}Z" fill="${p.wood}"/><circle cx="${n(L * 0.05)}" cy="0" r="${n(B * 0.08)}" fill="${p.metal}"/><path d="M${n(L * 0.05)} 0L${n(-L * 0.38)} 0" stroke="#123a66" stroke-width="${n(B * 0.12)}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${n(-L * 0.32)} ${n(-B * 0.34)}L${n(L * 0.12)} ${n(-B * 0.32)}Q${n(L * 0.24)} 0 ${n(L * 0.12)} ${n(B * 0.32)}L${n(-L * 0.32)} ${n(B * 0.34)}Z" fill="${mix(p.white, p.whiteShade, 0.35)}"/><path d="M${n(L * 0.02)} ${n(-B * 0.28)}Q${n(L * 0.14)} 0 ${n(L * 0.02)} ${n(B * 0.28)}" stroke="${p.glass}" stroke-width="${n(B * 0.1)}" fill="none"/><rect x="${n(-L * 0.48)}" y="${n(-B * 0.3)}" width="${n(L * 0.12)}" height="${n(B * 0.6)}" fill="${p.wood}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${parts.join('')}</g>`;
}
