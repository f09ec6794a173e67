// Serves the static build the way a production static host should: prerendered pages by
// path, the headers from build/client/_headers (security headers and caching), and
// 404.html (ms/404.html under /ms) with status 404 for unknown URLs. SITE_BUILD_DIR serves
// another build (the browser tests' build with the service: scripts/build-dir.mjs).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { clientDirectory } from './build-dir.mjs';
import { headersFor, parseHeadersFile } from './security-headers.mjs';

/**
 * `tls` ({ key, cert }) serves over HTTPS: HTTP/2 like a production CDN does, or HTTP/1.1
 * only with `http1` (a host without HTTP/2). The benchmark measures both. `root`: the build's
 * client folder.
 */
export function createStaticServer({ tls, http1 = false, root = clientDirectory() } = {}) {
  const notFoundPages = { en: readFileSync(join(root, '404.html')), ms: readFileSync(join(root, 'ms/404.html')) };
  const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  const files = sirv(root, { etag: true, extensions: ['html'], brotli: true, gzip: true });
  const handler = (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    files(req, res, () => {
      const lang = pathname === '/ms' || pathname.startsWith('/ms/') ? 'ms' : 'en';
      const notFound = lang === 'ms' ? '/ms/404.html' : '/404.html';
      for (const [name, value] of Object.entries(headersFor(rules, notFound))) res.setHeader(name, value);
      res.statusCode = 404;
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(notFoundPages[lang]);
    });
  };
  return serverFor(handler, { tls, http1 });
}

/** A server for `handler`: plain HTTP without `tls`, else HTTP/2 (or HTTP/1.1 only with `http1`). */
export function serverFor(handler, { tls, http1 = false } = {}) {
  if (!tls) return createServer(handler);
  return http1 ? createHttpsServer(tls, handler) : createSecureServer({ ...tls, allowHTTP1: true }, handler);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createStaticServer().listen(port, host, () => {
    console.log(`Site:  http://${host}:${port}/`);
  });
}
