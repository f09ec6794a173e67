// After `react-router build`: finish build/client/ as a deployable static site.
// - every page's stylesheets requested before its scripts (see head-order.mjs);
// - 404.html from the prerendered /404 page (static hosts answer unknown URLs with it);
// - sitemap.xml and robots.txt from the prerendered pages;
// - _headers with the security headers, whose CSP allows exactly the inline scripts
//   React Router wrote into the pages (by hash) and the configured EmailJS origin;
// - .br and .gz twins of text files, for hosts (and scripts/serve.mjs) that serve
//   precompressed files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { scriptsAfterStylesheets } from './head-order.mjs';
import { contentSecurityPolicy, formatHeadersFile, headerRules, inlineScriptHashes } from './security-headers.mjs';

const client = fileURLToPath(new URL('../build/client/', import.meta.url));
const mode = process.env.BUILD_MODE ?? 'production';
const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };

function fail(message) {
  console.error(`finalize-build: ${message}`);
  process.exit(1);
}

if (!existsSync(join(client, '404/index.html')))
  fail('build/client/404/index.html is missing; did the /404 prerender run?');
await rename(join(client, '404/index.html'), join(client, '404.html'));
await rm(join(client, '404'), { recursive: true });

/** Every prerendered page: `/` and each folder holding an index.html. */
const pagePaths = [
  '/',
  ...readdirSync(client, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(client, entry.name, 'index.html')))
    .map((entry) => `/${entry.name}`),
];
const htmlFiles = [
  ...pagePaths.map((path) => join(client, path, 'index.html')),
  join(client, '404.html'),
  join(client, '__spa-fallback.html'),
].filter((file) => existsSync(file));

for (const file of htmlFiles) writeFileSync(file, scriptsAfterStylesheets(readFileSync(file, 'utf8')));

const homeHtml = readFileSync(join(client, 'index.html'), 'utf8');
const canonical = homeHtml.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
if (!canonical) fail('the home page has no canonical link to take the site origin from');
const origin = new URL(canonical).origin;

const indexable = pagePaths.filter(
  (path) => !/<meta name="robots" content="noindex"/.test(readFileSync(join(client, path, 'index.html'), 'utf8')),
);
await writeFile(
  join(client, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(join(client, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

const scriptHashes = new Set(htmlFiles.flatMap((file) => [...inlineScriptHashes(readFileSync(file, 'utf8'))]));
const emailOrigin = new URL(env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin;
const csp = contentSecurityPolicy({ scriptHashes, emailOrigin });
await writeFile(
  join(client, '_headers'),
  formatHeadersFile(headerRules({ csp, pagePaths: [...pagePaths, '/404.html', '/__spa-fallback.html'] })),
);

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
let compressed = 0;
function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) compressTree(file);
    else if (compressible.test(entry.name) && statSync(file).size > 1024) {
      const contents = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
      compressed += 1;
    }
  }
}
compressTree(client);

console.log(
  `finalize-build: ${compressed} files precompressed, 404.html, sitemap.xml (${indexable.length} pages), robots.txt, _headers (${scriptHashes.size} script hashes, e-mail to ${emailOrigin})`,
);
