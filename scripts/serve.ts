// Serves the static build the way Cloudflare Pages serves it (docs/deployment.md, measured with
// `wrangler pages dev`; the host checks in build-checks/hosts.test.ts hold both to it): a page's
// file `visit.html` at `/visit`, a folder's index.html at `/admin/`; `/visit/` and `/visit.html`
// answer 308 to `/visit`, `/admin` 308 to `/admin/`; an unknown URL the nearest not-found page
// (ms/404.html under /ms) with status 404; and the headers of build/client/_headers, every
// matching rule's, joined as the host joins them. SITE_BUILD_DIR serves another build (the
// browser tests' build with the service: scripts/build-dir.mjs).
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { clientDirectory } from './build-dir.mjs';
import { headersFor, parseHeadersFile } from './security-headers.mjs';

/**
 * What Cloudflare Pages answers for `pathname` (its "auto-trailing-slash" HTML handling):
 * `{ file }` to serve, `{ redirect }` to send to, or nothing (not found). `isFile(relative)`
 * says whether the build has that file.
 */
export function resolvePath(pathname, isFile) {
  const path = pathname.slice(1);
  if (pathname.endsWith('/')) {
    if (isFile(`${path}index.html`)) return { file: `${path}index.html` };
    if (pathname !== '/' && isFile(`${path.slice(0, -1)}.html`)) return { redirect: pathname.slice(0, -1) };
    return undefined;
  }
  if (pathname.endsWith('/index.html') && isFile(path)) return { redirect: pathname.slice(0, -'index.html'.length) };
  if (pathname.endsWith('.html') && isFile(path)) return { redirect: pathname.slice(0, -'.html'.length) };
  if (isFile(path)) return { file: path };
  if (isFile(`${path}.html`)) return { file: `${path}.html` };
  if (isFile(`${path}/index.html`)) return { redirect: `${pathname}/` };
  return undefined;
}

/**
 * `tls` ({ key, cert }) serves over HTTPS: HTTP/2 like a production CDN does, or HTTP/1.1
 * only with `http1` (a host without HTTP/2). The benchmark measures both. `root`: the build's
 * client folder.
 */
export function createStaticServer({ tls, http1 = false, root = clientDirectory() } = {}) {
  const notFoundPages = { en: readFileSync(join(root, '404.html')), ms: readFileSync(join(root, 'ms/404.html')) };
  const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  // Hosts publish neither their own files nor dotfiles (sirv skips the latter).
  const hostFiles = new Set(['_headers', '_redirects']);
  const isFile = (relative) => {
    if (hostFiles.has(relative)) return false;
    try {
      return statSync(join(root, relative)).isFile();
    } catch {
      return false;
    }
  };
  const files = sirv(root, { etag: true, extensions: [], brotli: true, gzip: true });
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    const found = pathname.includes('\0') ? undefined : resolvePath(pathname, isFile);
    if (found?.redirect) {
      res.writeHead(308, { Location: `${found.redirect}${url.search}` });
      res.end();
      return;
    }
    const notFound = () => {
      const lang = pathname === '/ms' || pathname.startsWith('/ms/') ? 'ms' : 'en';
      res.statusCode = 404;
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // Cloudflare Pages' own, where no rule names one.
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
      res.end(notFoundPages[lang]);
    };
    if (!found) return notFound();
    // Cloudflare Pages' own Cache-Control, where no rule names one; a rule's Content-Type
    // (calendar files) over the one sirv guesses from the name.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    const ruleType = res.getHeader('Content-Type');
    if (ruleType) {
      const writeHead = res.writeHead.bind(res);
      res.writeHead = (status, headers) => writeHead(status, { ...headers, 'Content-Type': ruleType });
    }
    req.url = `/${encodeURI(found.file)}${url.search}`;
    files(req, res, notFound);
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
