import type { MiddlewareHandler } from 'hono';

/**
 * The service answers JSON only, to scripts: nothing it sends may be rendered, framed, sniffed
 * into HTML or cached. Set on every answer, refusals and errors included; only a route that
 * sets its own Cache-Control keeps it (the public keys of `GET /v1/passes/keys`, the office's
 * assets).
 */
export const securityHeaders = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-site',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cache-Control': 'no-store',
} as const;

/**
 * The office's pages (`/office`, `/office/*` but its API; routes/office-pages.ts): a React app
 * whose scripts, styles and calls are all its own origin's, with no inline script or style, so
 * a CSP of its own that allows exactly that; never indexed, never framed.
 */
export const officePageHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The gate's phone page (`/office/scan`) and its worker: the office's CSP plus what the page
 * does that the office does not — compile the code reader's WebAssembly, run its service
 * worker, offer its web app manifest — and the camera, for its own origin only.
 */
export const scanPageHeaders = {
  ...officePageHeaders,
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
} as const;

export const isScanPage = (path: string) => path === '/office/scan' || path === '/office/scan-sw.js';

export const isOfficePage = (path: string) =>
  (path === '/office' || path.startsWith('/office/')) && path !== '/office/api' && !path.startsWith('/office/api/');

export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = isScanPage(c.req.path)
    ? scanPageHeaders
    : isOfficePage(c.req.path)
      ? officePageHeaders
      : securityHeaders;
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'Cache-Control' && c.res.headers.has(name) && c.res.status === 200) continue;
    c.res.headers.set(name, value);
  }
};
