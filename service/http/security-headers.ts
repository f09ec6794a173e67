import type { MiddlewareHandler } from 'hono';

/**
 * The service answers JSON only, to scripts: nothing it sends may be rendered, framed, sniffed
 * into HTML or cached. Set on every answer, refusals and errors included; only a route that
 * sets its own Cache-Control keeps it (the public keys of `GET /v1/passes/keys`).
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

export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name === 'Cache-Control' && c.res.headers.has(name) && c.res.status === 200) continue;
    c.res.headers.set(name, value);
  }
};
