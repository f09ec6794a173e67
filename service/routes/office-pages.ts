import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';

/**
 * The office's pages (service/office-ui/, built by `npm run build:office` into build-office/):
 * `GET /office` and every `/office/*` page answer its index.html, and React Router in the
 * browser draws the page; `/office/assets/*` are the build's files, named by their content's
 * hash, so cached for a year. The API under `/office/api/*` is not theirs: it passes on.
 * The headers (their own CSP, noindex) are set by http/security-headers.ts.
 * docs/decisions/096-office-pages-a-separate-react-entry.md.
 */
export const defaultOfficePagesDir = fileURLToPath(new URL('../../build-office', import.meta.url));

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  // instantiateStreaming needs the type: the gate page's code reader (zxing-wasm).
  '.wasm': 'application/wasm',
};

/** A build's file name: no folders, no dot files (nothing outside assets/ can be named). */
const assetName = /^[\w-]+(\.[\w-]+)*\.[a-z0-9]+$/;

const notBuilt = (c: Context) =>
  c.text(
    'The office pages are not built. Run `npm run build:office` (or `npm start`, which builds them), then reload.\n',
    503,
  );

export function officePageRoutes({ dir = defaultOfficePagesDir }: { dir?: string } = {}) {
  const app = new Hono();

  app.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = types[extname(file)];
    if (!assetName.test(file) || !type) return c.text('Not found\n', 404);
    let body: Buffer;
    try {
      body = await readFile(join(dir, 'assets', file));
    } catch {
      return c.text('Not found\n', 404);
    }
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  /** A page's HTML, read at each request (a rebuild needs no restart). */
  const html = async (c: Context, file: string) => {
    let text: string;
    try {
      text = await readFile(join(dir, file), 'utf8');
    } catch {
      return notBuilt(c);
    }
    return c.html(text, 200, { 'Cache-Control': 'no-store' });
  };

  // The gate's phone page (its own entry, scan/index.html), its web app manifest and its service
  // worker: fixed names, so asked again each time (`no-cache`) for a new build's.
  app.get('/scan', (c) => html(c, 'scan/index.html'));
  for (const [name, type] of [
    ['scan-sw.js', 'text/javascript; charset=utf-8'],
    ['scan.webmanifest', 'application/manifest+json'],
  ] as const) {
    app.get(`/${name}`, async (c) => {
      try {
        const body = await readFile(join(dir, name));
        return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      } catch {
        return notBuilt(c);
      }
    });
  }

  // Every other page: the office app's one HTML file; React Router in the browser draws the page.
  const page = async (c: Context, next: () => Promise<void>) => {
    if (c.req.path === '/office/api' || c.req.path.startsWith('/office/api/')) return next();
    return html(c, 'index.html');
  };
  app.get('/', page);
  app.get('/*', page);
  return app;
}
