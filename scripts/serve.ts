// Serves the static build the way Cloudflare Pages serves it (docs/deployment.md, measured with
// `wrangler pages dev`; the host checks in build-checks/hosts.test.ts hold both to it): a page's
// file `visit.html` at `/visit`, a folder's index.html at `/admin/`; `/visit/` and `/visit.html`
// answer 308 to `/visit`, `/admin` 308 to `/admin/`; an unknown URL the nearest not-found page
// (ms/404.html under /ms) with status 404; and the headers of build/client/_headers, every
// matching rule's, joined as the host joins them. SITE_BUILD_DIR serves another build (the
// browser tests' build with the service: scripts/build-dir.ts).
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { OutgoingHttpHeader, OutgoingHttpHeaders, RequestListener, Server } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Http2SecureServer, Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { createServer as createHttpsServer } from 'node:https';
import type { Server as HttpsServer } from 'node:https';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { clientDirectory } from './build-dir.ts';
import { headersFor, parseHeadersFile } from './security-headers.ts';

/** What Cloudflare Pages answers for a path: a file of the build to serve, or an address to send to. */
export type Resolved = { file: string; redirect?: undefined } | { redirect: string; file?: undefined };

/** A self-signed key and certificate, to serve HTTPS. */
export type Tls = { key: Buffer; cert: Buffer };

/** A server of the site: plain HTTP, HTTPS (HTTP/1.1 only) or HTTP/2. */
export type SiteServer = Server | HttpsServer | Http2SecureServer;

/**
 * What Cloudflare Pages answers for `pathname` (its "auto-trailing-slash" HTML handling):
 * `{ file }` to serve, `{ redirect }` to send to, or nothing (not found). `isFile(relative)`
 * says whether the build has that file.
 */
export function resolvePath(pathname: string, isFile: (relative: string) => boolean): Resolved | undefined {
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
export function createStaticServer(options?: { tls?: undefined; root?: string }): Server;
export function createStaticServer(options: {
  tls: Tls;
  http1?: boolean;
  root?: string;
}): HttpsServer | Http2SecureServer;
export function createStaticServer({
  tls,
  http1 = false,
  root = clientDirectory(),
}: { tls?: Tls; http1?: boolean; root?: string } = {}): SiteServer {
  const notFoundPages = { en: readFileSync(join(root, '404.html')), ms: readFileSync(join(root, 'ms/404.html')) };
  const rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  // Hosts publish neither their own files nor dotfiles (sirv skips the latter).
  const hostFiles = new Set(['_headers', '_redirects']);
  const isFile = (relative: string) => {
    if (hostFiles.has(relative)) return false;
    try {
      return statSync(join(root, relative)).isFile();
    } catch {
      return false;
    }
  };
  const files = sirv(root, { etag: true, extensions: [], brotli: true, gzip: true });
  const handler: RequestListener = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    const found = pathname.includes('\0') ? undefined : resolvePath(pathname, isFile);
    if (found?.redirect !== undefined) {
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
      // sirv calls it with a status and an object of headers.
      res.writeHead = (status: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[] | string) =>
        writeHead(status, { ...(typeof headers === 'object' ? headers : {}), 'Content-Type': ruleType });
    }
    req.url = `/${encodeURI(found.file)}${url.search}`;
    files(req, res, notFound);
  };
  return serverFor(handler, { tls, http1 });
}

/** A server for `handler`: plain HTTP without `tls`, else HTTP/2 (or HTTP/1.1 only with `http1`). */
export function serverFor(
  handler: RequestListener,
  { tls, http1 = false }: { tls?: Tls | undefined; http1?: boolean } = {},
): SiteServer {
  if (!tls) return createServer(handler);
  if (http1) return createHttpsServer(tls, handler);
  // Node hands an HTTP/2 request to `handler` through its compatibility API: objects with the
  // members of node:http's request and response that the handlers use (sirv's too), typed apart.
  const http2Handler = handler as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void;
  return createSecureServer({ ...tls, allowHTTP1: true }, http2Handler);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createStaticServer().listen(port, host, () => {
    console.log(`Site:  http://${host}:${port}/`);
  });
}
