// After `react-router build`: finish build/client/ as a deployable static site.
// - each page as <path>.html (visit.html, ms/visit.html), served at its address with no
//   redirect; 404.html and ms/404.html from the prerendered /404 and /ms/404 pages (static
//   hosts answer unknown URLs with them);
// - _headers with the security headers, whose CSP allows exactly the inline scripts of each
//   page (by hash, as app/entry.server.tsx recorded them while rendering: scripts/page-scripts.ts)
//   and the configured EmailJS origin, and the same rules for nginx in build/nginx/;
// - no route data next to the calendar files and the gallery's JSON (resource routes, never
//   navigated to);
// - the site search's index under pagefind/, built by Pagefind from the pages the sitemap lists
//   (scripts/search-index.ts);
// - sw.js, the service worker, built in one step with the precache manifest of this build (its
//   size is checked against bench/budgets.json `precache`): service-worker/build-worker.ts;
// - .br and .gz twins of text files, for hosts (and scripts/serve.ts) that serve
//   precompressed files.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { z } from 'zod/mini';
import { buildServiceWorker } from '../service-worker/build-worker.ts';
import { clientDirectory } from './build-dir.ts';
import { precacheManifest } from '../service-worker/precache.ts';
import { flattenPages, pageFile, prerenderedPages } from './page-files.ts';
import { readPageScripts } from './page-scripts.ts';
import { precompressTree } from './precompress.ts';
import { buildSearchIndex, searchDir } from './search-index.ts';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersLineLimit,
  nginxConfig,
  withMetaPolicy,
} from './security-headers.ts';

// build/client/, or the client folder of SITE_BUILD_DIR (scripts/build-dir.ts).
const client = clientDirectory();
const mode = process.env.BUILD_MODE ?? 'production';
const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };

function fail(message: string): never {
  console.error(`finalize-build: ${message}`);
  process.exit(1);
}

// Every prerendered page (React Router writes `<path>/index.html`), the not-found pages among
// them, becomes `<path>.html`, which the hosts serve at `<path>`, the address our links use,
// with no redirect (scripts/page-files.ts). So the not-found page of each language becomes its
// language's 404 file: 404.html for English, ms/404.html for Malay.
const notFoundPaths = ['/404', '/ms/404'];
const prerendered = ['/', ...prerenderedPages(client), '/ms', ...prerenderedPages(client, 'ms')];
for (const path of notFoundPaths) {
  if (!prerendered.includes(path)) fail(`build/client${path}/index.html is missing; did its prerender run?`);
}
flattenPages(client, prerendered);
const notFoundPages = notFoundPaths.map((path) => ({ path, file: pageFile(path) }));

// React Router writes a .data file for every prerendered path; a resource route's file (a
// calendar entry, the gallery's JSON, the sitemap, robots.txt) is only ever fetched as it is, so its .data twin would
// just be a second copy of it, and a second download for the service worker.
const resourceDataTwins = /\.(ics|json|xml|txt)\.data$/;
for (const dir of ['', 'ms', 'calendar', 'ms/calendar']) {
  for (const name of readdirSync(join(client, dir))) {
    if (resourceDataTwins.test(name)) await rm(join(client, dir, name));
  }
}

const pagePaths = prerendered.filter((path) => !notFoundPaths.includes(path));
// The pages the sitemap lists (a prerendered route: app/routes/sitemap/) are those a search
// engine may index, and those the site search finds.
const indexable = [...readFileSync(join(client, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, href = '']) => new URL(href).pathname,
);
// Netlify and Cloudflare Pages: unknown Malay URLs get the Malay not-found page (a rule that
// applies only where no file matches, so it never hides a page).
await writeFile(join(client, '_redirects'), '/ms/*  /ms/404.html  404\n');

const emailOrigin = new URL(env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin;
// The registrations service, where the build has one (app/features/registration/registrations-service.ts).
const serviceOrigin = env.VITE_REGISTRATIONS_URL || undefined;
// Each page's inline scripts, as entry.server recorded them while rendering it (by the path it
// was rendered at: /404 for 404.html).
const renderedScripts = readPageScripts();
const hashesOf = (renderedPath: string) => {
  const hashes = renderedScripts.get(renderedPath);
  if (!hashes) fail(`no inline scripts were recorded for ${renderedPath}; was it rendered by app/entry.server.tsx?`);
  return hashes;
};
const documents = [
  ...pagePaths.map((path) => ({ path, scriptHashes: hashesOf(path) })),
  ...notFoundPages.map((page) => ({ path: `/${page.file}`, scriptHashes: hashesOf(page.path) })),
  { path: '/__spa-fallback.html', scriptHashes: hashesOf('/__spa-fallback.html') },
];
const notFoundHashes = notFoundPages.flatMap((page) => [...hashesOf(page.path)]);
// Cloudflare Pages and Netlify send the headers of the address asked for, and an unknown one
// outside a folder of pages matches no page's rule: the not-found pages carry their own policy
// in the page too (withMetaPolicy), so every host enforces it (docs/deployment.md).
for (const page of notFoundPages) {
  const { scriptHashes } =
    documents.find((document) => document.path === `/${page.file}`) ?? fail(`no policy for ${page.file}`);
  const policy = contentSecurityPolicy({ scriptHashes, emailOrigin, serviceOrigin });
  await writeFile(join(client, page.file), withMetaPolicy(readFileSync(join(client, page.file), 'utf8'), policy));
}
const ruleSettings = { pages: documents, notFoundHashes, emailOrigin, serviceOrigin };
const rules = headerRules({ ...ruleSettings, lineLimit: headersLineLimit });
const anyInline = rules
  .filter((rule) => rule.headers['Content-Security-Policy']?.includes("script-src 'self' 'unsafe-inline'"))
  .map((rule) => rule.path);
await writeFile(join(client, '_headers'), formatHeadersFile(rules));
// The same rules as nginx configuration, from outside build/client so it is not published
// (docs/deployment.md tells how to include it).
// nginx reads lines of any length: every folder keeps its list of scripts.
const nginx = nginxConfig({ rules: headerRules(ruleSettings), fileOf: pageFile });
await mkdir(join(client, '..', 'nginx'), { recursive: true });
await writeFile(join(client, '..', 'nginx', 'http.conf'), nginx.http);
await writeFile(join(client, '..', 'nginx', 'server.conf'), nginx.server);
const scriptHashes = new Set(documents.flatMap((document) => [...document.scriptHashes]));

// The pages a search finds are those a search engine may: the sitemap's.
const search = await buildSearchIndex(client, indexable);

const compressed = precompressTree(client);

/** The precache's budget in bench/budgets.json, in KB (and KB of brotli). */
const precacheBudget = z.object({ precache: z.object({ maxKb: z.number(), maxBrotliKb: z.number() }) });

// Last, so the sizes are those of the finished files and their brotli twins.
const precache = precacheManifest(client);
const budget = precacheBudget.parse(
  JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')),
).precache;
const kb = (bytes: number) => Math.round(bytes / 1024);
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
    )} pages searchable), _headers (${scriptHashes.size} script hashes${anyInline.length ? `; any inline script in ${anyInline.join(', ')}, whose lists pass ${headersLineLimit} characters` : ''}, e-mail to ${emailOrigin}${serviceOrigin ? `, registrations to ${new URL(serviceOrigin).origin}/v1/` : ''}), sw.js precaching ${precache.files.length} files: ${kb(precache.bytes)} KB, ${kb(precache.brotliBytes)} KB with brotli (budget ${budget.maxKb} / ${budget.maxBrotliKb} KB)`,
);
