// Serves the static build the way a production static host should: prerendered pages by
// path, long caching for hashed assets, and 404.html with status 404 for unknown URLs.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../build/client/', import.meta.url));

export function createStaticServer() {
  const notFoundPage = readFileSync(new URL('404.html', `file://${root}`));
  const files = sirv(root, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return createServer((req, res) => {
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(notFoundPage);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createStaticServer().listen(port, host, () => {
    console.log(`Site:  http://${host}:${port}/`);
  });
}
