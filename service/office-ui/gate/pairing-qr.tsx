import { useMemo } from 'react';
import { qrPath, qrSymbol, quietZone } from '~/routes/pass/qr-symbol';

/**
 * The pairing link as a QR code: the passes' generator (lean-qr's nano, app/routes/pass/qr-symbol.ts),
 * drawn as an SVG in a data: URL image. An image, not inline SVG: the office's CSP takes
 * `img-src data:` and no `style` attribute, and an `<img>` carries its alternative text plainly.
 * Its size is office.css's (`.pairing-qr`).
 */
export function PairingQr({ link }: { link: string }) {
  const src = useMemo(() => {
    const symbol = qrSymbol(link);
    const side = symbol.size + 2 * quietZone;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
      `<rect width="${side}" height="${side}" fill="#fff"/><path d="${qrPath(symbol)}" fill="#000"/></svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  }, [link]);
  return <img className="pairing-qr" src={src} alt="QR code that pairs a phone" width={240} height={240} />;
}
