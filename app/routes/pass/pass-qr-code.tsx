import { useMemo, type CSSProperties } from 'react';
import { qrPath, qrSymbol, quietZone } from './qr-symbol';
import styles from './pass.module.css';

/**
 * The token as a QR code, inline SVG: black on white with its quiet zone, drawn with crisp
 * edges so a module never blurs into its neighbour on a phone's screen or on paper. Its size is
 * the page's (pass.module.css): the column's width on a phone, about 340 px on a desk, each a
 * whole number of pixels per module.
 */
export function PassQrCode({ token, label }: { token: string; label: string }) {
  const { side, path } = useMemo(() => {
    const symbol = qrSymbol(token);
    return { side: symbol.size + 2 * quietZone, path: qrPath(symbol) };
  }, [token]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={styles.qr}
      // Its width in modules, for a whole number of pixels per module (pass.module.css).
      style={{ '--qr-side': side } as CSSProperties}
      data-modules={side}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
