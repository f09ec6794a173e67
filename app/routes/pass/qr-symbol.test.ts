import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { sampleClaims, signToken } from '~/features/passes/test-samples';
import { qrPath, qrSymbol, quietZone, type QrSymbol } from './qr-symbol';

/** Draws an SVG path of `M x y h n v1 h-n z` rectangles onto a white bitmap, `scale` pixels a module. */
function rasterize(path: string, modules: number, scale: number) {
  const width = modules * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(run)) * scale; column += 1) {
        pixels.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
      }
    }
  }
  return { pixels, width };
}

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle, inside the quiet zone', () => {
    const rows = ['##.#', '....', '.###', '#...'];
    const symbol: QrSymbol = { size: 4, dark: (x, y) => rows[y]?.[x] === '#' };
    const q = quietZone;
    expect(qrPath(symbol)).toBe(
      `M${q} ${q}h2v1h-2zM${q + 3} ${q}h1v1h-1zM${q + 1} ${q + 2}h3v1h-3zM${q} ${q + 3}h1v1h-1z`,
    );
  });
});

describe('the pass’s QR code', () => {
  it('reads back as exactly the token, drawn as the page draws it', async () => {
    const token = await signToken(sampleClaims('entrance', { n: 'Nurul Aisyah binti Mohd Rahman Al-Khalidi' }));
    expect(token.length).toBeGreaterThan(400);
    const symbol = qrSymbol(token);
    const modules = symbol.size + 2 * quietZone;
    const { pixels, width } = rasterize(qrPath(symbol), modules, 3);
    expect(jsQR(pixels, width, width)?.data).toBe(token);
  });

  it('is corrected at level M: a token of about 480 characters makes a version 17 symbol, 85 modules', async () => {
    // Byte capacity at M: version 16 holds 450 bytes, 17 holds 504; at L it would be version 15.
    const token = `${(await signToken(sampleClaims('visitor'))).slice(0, 120)}${'x'.repeat(360)}`;
    expect(token.length).toBe(480);
    expect(qrSymbol(token).size).toBe(85);
  });
});
