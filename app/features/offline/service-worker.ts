/**
 * Registers /sw.js (production builds only: see entry.client.tsx) and tells the page when a
 * new deploy's worker is installed and waiting. The page then offers a Reload button; only
 * that button swaps the worker and reloads, so nothing reloads under a visitor typing.
 */

import { afterPageSettles } from '~/lib/after-page-settles';

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
