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

  // Every other page: the app's one HTML file, read at each request (a rebuild needs no restart).
  const page = async (c: Context, next: () => Promise<void>) => {
    if (c.req.path === '/office/api' || c.req.path.startsWith('/office/api/')) return next();
    let html: string;
    try {
      html = await readFile(join(dir, 'index.html'), 'utf8');
    } catch {
      return notBuilt(c);
    }
    return c.html(html, 200, { 'Cache-Control': 'no-store' });
  };
  app.get('/', page);
  app.get('/*', page);
  return app;
}
