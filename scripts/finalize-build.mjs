// After `react-router build`: finish build/client/ as a deployable static site.
// - 404.html and ms/404.html from the prerendered /404 and /ms/404 pages (static hosts answer
//   unknown URLs with them);
// - _headers with the security headers, whose CSP allows exactly the inline scripts of each
//   page (by hash, as app/entry.server.tsx recorded them while rendering: scripts/page-scripts.mjs)
//   and the configured EmailJS origin;
// - no route data next to the calendar files and the gallery's JSON (resource routes, never
//   navigated to);
// - the site search's index under pagefind/, built by Pagefind from the pages the sitemap lists
//   (scripts/search-index.mjs);
// - sw.js, the service worker, built in one step with the precache manifest of this build (its
//   size is checked against bench/budgets.json `precache`): service-worker/build-worker.mjs;
// - .br and .gz twins of text files, for hosts (and scripts/serve.mjs) that serve
//   precompressed files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { buildServiceWorker } from '../service-worker/build-worker.mjs';
import { clientDirectory } from './build-dir.mjs';
import { precacheManifest } from '../service-worker/precache.mjs';
import { readPageScripts } from './page-scripts.mjs';
import { precompressTree } from './precompress.mjs';
import { buildSearchIndex, searchDir } from './search-index.mjs';
import { contentSecurityPolicy, formatHeadersFile, headerRules, passPagePaths } from './security-headers.mjs';

// build/client/, or the client folder of SITE_BUILD_DIR (scripts/build-dir.mjs).
const client = clientDirectory();
const mode = process.env.BUILD_MODE ?? 'production';
const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };

function fail(message) {
  console.error(`finalize-build: ${message}`);
  process.exit(1);
}

// The not-found page of each language becomes its language's 404 file: 404.html for English,
// ms/404.html for Malay (static hosts answer unknown URLs under /ms with the latter).
const notFoundPages = [
  { from: '404/index.html', to: '404.html', dir: '404' },
  { from: 'ms/404/index.html', to: 'ms/404.html', dir: 'ms/404' },
];
for (const page of notFoundPages) {
  if (!existsSync(join(client, page.from))) fail(`build/client/${page.from} is missing; did its prerender run?`);
  await rename(join(client, page.from), join(client, page.to));
  await rm(join(client, page.dir), { recursive: true });
}

// React Router writes a .data file for every prerendered path; a resource route's file (a
// calendar entry, the gallery's JSON, the sitemap, robots.txt) is only ever fetched as it is, so its .data twin would
// just be a second copy of it, and a second download for the service worker.
const resourceDataTwins = /\.(ics|json|xml|txt)\.data$/;
for (const dir of ['', 'ms', 'calendar', 'ms/calendar']) {
  for (const name of readdirSync(join(client, dir))) {
    if (resourceDataTwins.test(name)) await rm(join(client, dir, name));
  }
}

/**
 * Every prerendered page: `/` and each folder (Malay ones under ms/) holding an index.html,
 * at any depth (a boat's page is boats/<id>/index.html), in the order the folders sort.
 */
function pagesUnder(prefix) {
  const dir = join(client, prefix);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(prefix === '' && entry.name === 'ms'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      const page = existsSync(join(client, path, 'index.html')) ? [`/${path}`] : [];
      return [...page, ...pagesUnder(path)];
    });
}
const pagePaths = ['/', ...pagesUnder(''), '/ms', ...pagesUnder('ms')];
// The pages the sitemap lists (a prerendered route: app/routes/sitemap/) are those a search
// engine may index, and those the site search finds.
const indexable = [...readFileSync(join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, href]) => new URL(href).pathname,
);
// Netlify and Cloudflare Pages: unknown Malay URLs get the Malay not-found page (a rule that
// applies only where no file matches, so it never hides a page).
await writeFile(join(client, '_redirects'), '/ms/*  /ms/404.html  404\n');

const emailOrigin = new URL(env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin;
// The registrations service, where the build has one (app/features/registration/registrations-service.ts).
const serviceOrigin = env.VITE_REGISTRATIONS_URL || undefined;
// Each page's inline scripts, as entry.server recorded them while rendering it.
const renderedScripts = readPageScripts();
const hashesOf = (renderedPath) => {
  const hashes = renderedScripts.get(renderedPath);
  if (!hashes) fail(`no inline scripts were recorded for ${renderedPath}; was it rendered by app/entry.server.tsx?`);
  return hashes;
};
const documents = [
  ...pagePaths.map((path) => ({ path, scriptHashes: hashesOf(path) })),
  ...notFoundPages.map((page) => ({ path: `/${page.to}`, scriptHashes: hashesOf(`/${page.dir}`) })),
  { path: '/__spa-fallback.html', scriptHashes: hashesOf('/__spa-fallback.html') },
];
const notFoundHashes = notFoundPages.flatMap((page) => [...hashesOf(`/${page.dir}`)]);
await writeFile(
  join(client, '_headers'),
  formatHeadersFile(headerRules({ pages: documents, notFoundHashes, emailOrigin, serviceOrigin })),
);
// A server with one policy for every page (nginx: docs/deployment.md) takes the union, from
// outside build/client so it is not published: the pass page's form action too, when there is one.
const scriptHashes = new Set(documents.flatMap((document) => [...document.scriptHashes]));
const walletForm = documents.some((document) => passPagePaths.includes(document.path));
await writeFile(
  join(client, '..', 'nginx-csp.conf'),
  `add_header Content-Security-Policy "${contentSecurityPolicy({ scriptHashes, emailOrigin, serviceOrigin, walletForm })}" always;\n`,
);

// The pages a search finds are those a search engine may: the sitemap's.
const search = await buildSearchIndex(client, indexable);

const compressed = precompressTree(client);

// Last, so the sizes are those of the finished files and their brotli twins.
const precache = precacheManifest(client);
const budget = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')).precache;
const kb = (bytes) => Math.round(bytes / 1024);
if (kb(precache.bytes) > budget.maxKb || kb(precache.brotliBytes) > budget.maxBrotliKb) {
  fail(
    `the precache is ${kb(precache.bytes)} KB (${kb(precache.brotliBytes)} KB brotli), over its budget of ${budget.maxKb} KB (${budget.maxBrotliKb} KB brotli) in bench/budgets.json`,
  );
}
await writeFile(join(client, 'sw.js'), await buildServiceWorker(precache));

console.log(
  `finalize-build: ${compressed} files precompressed, 404.html and ms/404.html, ${searchDir}/ (${Object.entries(
    search.pages,
  )
    .map(([lang, count]) => `${lang} ${count}`)
    .join(
      ', ',
    )} pages searchable), _headers (${scriptHashes.size} script hashes, e-mail to ${emailOrigin}${serviceOrigin ? `, registrations to ${new URL(serviceOrigin).origin}/v1/` : ''}), sw.js precaching ${precache.files.length} files: ${kb(precache.bytes)} KB, ${kb(precache.brotliBytes)} KB with brotli (budget ${budget.maxKb} / ${budget.maxBrotliKb} KB)`,
);
