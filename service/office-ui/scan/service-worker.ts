/**
 * The gate phone's service worker (/office/scan-sw.js, scope /office/scan): the page opens with
 * no signal once it has opened with one. On install it keeps the page and every file it needs
 * (the list is written in at build time by service/office-ui/vite.config.ts: the page's
 * scripts, styles, the code reader's WebAssembly, the icons); the page's HTML is asked of the
 * network first, for a new version, and taken from the cache when there is no answer within a
 * few seconds (one bar of signal). The API (`/gate/api`) is never cached: the page keeps its
 * manifest and queue itself (device-store.ts).
 */
// The project's TypeScript has the DOM's types, not the worker's (the two clash): the few used here.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as WorkerScope;

/** Replaced at build time by the list of URLs to keep (a JSON array). */
declare const __SCAN_PRECACHE__: string[];
const precache: string[] = __SCAN_PRECACHE__;
const page = '/office/scan';
/** The cache's name changes with its contents: a new build's worker installs beside the old. */
const cacheName = `mybos-gate-${precache.join('|').length}-${hash(precache.join('|'))}`;
const networkWaitMs = 4000;

function hash(text: string): string {
  let value = 0;
  for (let index = 0; index < text.length; index++) value = (Math.imul(31, value) + text.charCodeAt(index)) | 0;
  return (value >>> 0).toString(36);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll([page, ...precache]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('mybos-gate-') && name !== cacheName) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

async function pageFromNetworkOrCache(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(page, response.clone());
    return response;
  });
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), networkWaitMs));
  const first = await Promise.race([network.catch(() => undefined), timeout]);
  if (first) return first;
  const cached = await cache.match(page);
  return cached ?? network;
}

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname === page && event.request.mode === 'navigate') {
    event.respondWith(pageFromNetworkOrCache(event.request));
    return;
  }
  if (precache.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((cached) => cached ?? fetch(event.request)));
  }
});
