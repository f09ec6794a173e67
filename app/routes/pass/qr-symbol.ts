import { correction, generate } from 'lean-qr/nano';

/**
 * The pass's QR code (docs/decisions/086-pass-qr-code-lean-qr-nano.md): lean-qr's nano
 * generator, in this route's chunk only. Error correction M: a token of 400–500 characters
 * makes a symbol of 81–89 modules, which a phone's camera reads at arm's length from a screen
 * or a folded print, with 15 % of it unreadable (glare, a crack, a crease).
 */

/** The white margin a reader needs around the symbol, in modules (ISO/IEC 18004: four). */
export const quietZone = 4;

/** A QR symbol: its width in modules (without the quiet zone), and which modules are dark. */
export type QrSymbol = { size: number; dark: (x: number, y: number) => boolean };

/** The QR symbol of `text`, exactly those characters (UTF-8, byte mode). */
export function qrSymbol(text: string): QrSymbol {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return { size: code.size, dark: (x, y) => code.get(x, y) };
}

/**
 * The dark modules as one SVG path in a viewBox that includes the quiet zone: a rectangle per
 * run of dark modules in a row (`M5 4h3v1h-3z`), so the path stays a few kilobytes and draws
 * without seams between neighbouring modules.
 */
export function qrPath({ size, dark }: QrSymbol): string {
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!dark(x, y)) continue;
      const start = x;
      while (x + 1 < size && dark(x + 1, y)) x += 1;
      const run = x - start + 1;
      path += `M${start + quietZone} ${y + quietZone}h${run}v1h-${run}z`;
    }
  }
  return path;
}
