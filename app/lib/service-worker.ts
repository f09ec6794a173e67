/**
 * Registers /sw.js (production builds only: see entry.client.tsx) and tells the page when a
 * new deploy's worker is installed and waiting. The page then offers a Reload button; only
 * that button swaps the worker and reloads, so nothing reloads under a visitor typing.
 */

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const updateReady = () => waiting !== null;

/** Activates the waiting worker, then reloads once it controls the page. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const start = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // A worker that finishes installing while another controls the page is a new deploy.
    const watch = (worker: ServiceWorker) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
      });
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration.installing) watch(registration.installing);
    });
    // Look for a new deploy whenever the visitor comes back to the tab.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
  };
  const startSafely = () => start().catch((error: unknown) => console.warn('Offline support is off:', error));
  afterPageSettles(startSafely);
}

/** How long the page's own network must have been quiet before the precache may start. */
const quietMs = 2000;

/**
 * Runs `callback` once the page has loaded, its own network has been quiet for `quietMs`
 * (images that arrive late restart the wait) and the browser is idle. A first visit's
 * precache is over a megabyte: started at `load`, it took the bandwidth of the images still
 * arriving on a weak signal and, on a two-core phone, the CPU of the page's first paint.
 */
function afterPageSettles(callback: () => void) {
  let lastActivity = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lastActivity = Math.max(lastActivity, (entry as PerformanceResourceTiming).responseEnd);
    }
  });
  observer.observe({ type: 'resource' });
  const check = () => {
    const quietFor = performance.now() - lastActivity;
    if (quietFor < quietMs) {
      setTimeout(check, quietMs - quietFor);
      return;
    }
    observer.disconnect();
    if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: quietMs });
    else callback();
  };
  const afterLoad = () => {
    lastActivity = performance.now();
    setTimeout(check, quietMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
