// The caching half of the site's service worker, /sw.js (service-worker/sw.ts puts it together
// with the outbox; service-worker/build-worker.ts builds it with the precache manifest of the
// build in place of `self.__PRECACHE`, service-worker/precache.ts).
//
// - Precache: every prerendered page in both languages, scripts, styles, the fonts' core
//   subsets, the manifest, the shell's words, every boat's and exhibitor's data, the gallery's
//   JSON and the calendar files. Served from the cache first, so the site opens at once on one
//   bar of signal, and offline.
// - A page's route data (.data, what a client navigation asks for): the network; offline, the
//   page loads as a document from the precache instead (`pageData`).
// - A boat's or an exhibitor's page opened by its address: the network first, the copy kept
//   from the last visit offline (`keptWhenVisited`); their data is precached as one file per
//   language (`/boats.json`, `/exhibitors.json`), which their pages read on the device.
// - Images: cached as they are seen (stale-while-revalidate), at most `imageLimit` of them.
// - The site search (/pagefind/): each file kept once it has been used, so a visitor who has
//   searched can search again offline; nothing of it up front (see `searchFile`).
// - Anything else (brochures, the video, EmailJS): the network, untouched.
// - Updates: a new deploy installs beside the old one and waits; the page offers a Reload
//   button, which posts SKIP_WAITING. Nothing reloads by itself.

import { pageOfData } from './page-of-data.ts';
import type { PrecacheFile, PrecacheManifest } from './precache.ts';

// The worker's own scope, typed here. The project's TypeScript lib is the DOM's, and the
// WebWorker lib cannot sit beside it: its declarations clash with the DOM's, and a
// `/// <reference lib="webworker" />` here would make them global for every file of the project.
// So these are the parts of lib.webworker's types this file uses, under their names there; the
// shared APIs (caches, fetch, Request, Response) are the DOM lib's own.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface Clients {
  claim(): Promise<void>;
}
interface ServiceWorkerGlobalScope {
  readonly location: { readonly origin: string };
  /** Replaced by the build's manifest (service-worker/build-worker.ts). */
  readonly __PRECACHE: PrecacheManifest;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: ServiceWorkerGlobalScope;
declare const clients: Clients;

const { version, files } = self.__PRECACHE;
const precacheName = `mybos-precache-${version}`;
const imageCacheName = 'mybos-images';
const imageLimit = 80;
const searchCacheName = 'mybos-search';
const visitedPageCacheName = 'mybos-visited-pages';
const visitedPageLimit = 40;
const manifestKey = '/__precache-manifest';
const precached = new Map(files.map((file) => [file.url, file.revision]));

const offlinePage = (pathname: string) =>
  pathname === '/ms' || pathname.startsWith('/ms/') ? '/ms/offline' : '/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('mybos-precache-') && name !== precacheName) await caches.delete(name);
      }
      // A new deploy has a new index: the old one's files would never be asked for again.
      await caches.delete(searchCacheName);
      // Kept pages name the old deploy's scripts, which the new precache no longer holds.
      await caches.delete(visitedPageCacheName);
      await clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') self.skipWaiting();
});

/** Fills this version's cache, copying files whose revision is unchanged from the previous one. */
async function precache() {
  const cache = await caches.open(precacheName);
  const previous = await previousPrecache();
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const reused =
        previous && previous.revisions.get(file.url) === file.revision && (await previous.cache.match(file.url));
      if (reused) {
        await cache.put(file.url, reused);
        continue;
      }
      const response = await fetch(file.url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`Precache: ${file.url} answered ${response.status}`);
      // A host may answer /ticket with a redirect to /ticket/; a redirected response cannot
      // answer a navigation, so keep its body and headers only.
      await cache.put(file.url, response.redirected ? new Response(response.body, response) : response);
    }
  };
  // Six at a time, like a browser's connections per host on HTTP/1.1.
  await Promise.all(Array.from({ length: 6 }, worker));
  await cache.put(manifestKey, new Response(JSON.stringify(files)));
}

async function previousPrecache() {
  for (const name of await caches.keys()) {
    if (!name.startsWith('mybos-precache-') || name === precacheName) continue;
    const cache = await caches.open(name);
    const manifest = await cache.match(manifestKey);
    if (!manifest) continue;
    // Written by `precache` above, in an earlier version of this worker.
    const list: PrecacheFile[] = await manifest.json();
    return { cache, revisions: new Map(list.map((file) => [file.url, file.revision])) };
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const dataPage = pageOfData(path);

  if (request.mode === 'navigate') event.respondWith(page(request, path, event));
  else if (precached.has(path)) event.respondWith(fromPrecache(request, path));
  else if (dataPage && precached.has(dataPage)) event.respondWith(pageData(request, dataPage));
  else if (path.startsWith('/pagefind/')) event.respondWith(searchFile(request, path));
  else if (request.destination === 'image') event.respondWith(image(request, event));
});

async function fromPrecache(request: Request, path: string) {
  const cached = await caches.match(path, { cacheName: precacheName });
  return cached ?? fetch(request);
}

async function page(request: Request, path: string, event: FetchEvent) {
  if (precached.has(path)) return fromPrecache(request, path);
  try {
    const response = await fetch(request);
    if (response.ok && keptWhenVisited(path)) {
      event.waitUntil(keep(visitedPageCacheName, path, response.clone(), visitedPageLimit));
    }
    return response;
  } catch {
    const kept = keptWhenVisited(path) ? await caches.match(path, { cacheName: visitedPageCacheName }) : undefined;
    if (kept) return kept;
    // Not on this device and no network: the page that says so, in the page's language. A
    // redirect (not its HTML under this URL) so the app hydrates the page it really is.
    const { pathname, search } = new URL(request.url);
    return Response.redirect(`${offlinePage(path)}?from=${encodeURIComponent(pathname + search)}`, 302);
  }
}

// How long a client navigation waits for a page's data before it opens the page from the
// precache instead (a signal that connects but hardly carries anything).
const pageDataPatience = 3000;

/**
 * A page's route data, which a client navigation asks for. Not precached: the page's HTML is,
 * and it carries the same data inline, so the data is asked of the network; offline, or with
 * no answer in time, the worker answers as React Router's own server answers a
 * `redirectDocument`: the router then loads the page as a document, from the precache.
 */
async function pageData(request: Request, page: string) {
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in time')), pageDataPatience)),
    ]);
    if (response.ok) return response;
  } catch {
    // Offline, or no answer in time: load the page as a document.
  }
  const target = new URL(request.url);
  target.pathname = page;
  target.searchParams.delete('_routes');
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': `${target.pathname}${target.search}`,
      'X-Remix-Status': '302',
      'X-Remix-Reload-Document': 'true',
    },
  });
}

// A page whose HTML is not precached (service-worker/precache.ts decides which: a boat's and
// an exhibitor's) is kept once visited, so its address opens offline too.
const entryPage = /^(\/ms)?\/(boats|exhibitors)\/[^/]+$/;
const keptWhenVisited = (path: string) => entryPage.test(path);

/** Puts `response` (a copy the caller will not read) in a cache of at most `limit` entries, dropping the oldest first. */
async function keep(cacheName: string, key: RequestInfo, response: Response, limit: number) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

async function image(request: Request, event: FetchEvent) {
  const cached = await caches.match(request, { cacheName: imageCacheName });
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await keep(imageCacheName, request, response.clone(), imageLimit);
      return response;
    })
    .catch(() => undefined);
  if (cached) {
    event.waitUntil(fresh);
    return cached;
  }
  return (await fresh) ?? Response.error();
}

// Index chunks, page fragments and each language's metadata are named by a hash of their
// contents (index/en_36be981.pf_index), so a kept copy is always right.
const hashedSearchFile = /\/(index|fragment|filter)\/[^/]+$|\.pf_meta$/;

/**
 * A file of the site search, kept as it is used. Hashed files: the kept copy first. The others
 * (pagefind.js, its worker, the WebAssembly, pagefind-entry.json) keep their names from one
 * build to the next, so the network answers first, and the kept copy only offline; that keeps
 * them in step with each other after a deploy. Kept by path alone: Pagefind asks for the
 * entry with a new `?ts=` every time.
 */
async function searchFile(request: Request, path: string) {
  const cache = await caches.open(searchCacheName);
  if (hashedSearchFile.test(path)) {
    const kept = await cache.match(path);
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(path, response.clone());
    return response;
  } catch {
    return (await cache.match(path)) ?? Response.error();
  }
}
