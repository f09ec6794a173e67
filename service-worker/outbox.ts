// The service worker's part of the outbox (app/features/outbox/outbox*.ts): the pages write each
// registration to IndexedDB before sending and hand the sending to the worker, which lives on
// across navigations, reloads and closed tabs. Part of /sw.js, after the caching code
// (service-worker/sw.ts).
import { outboxStore } from '../app/features/outbox/outbox-db';
import { sendWaiting, syncTag } from '../app/features/outbox/outbox-sending';

// The few service-worker types used here; the project's TypeScript lib is the DOM's.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  addEventListener(type: 'message', listener: (event: ExtendableEvent & MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: ExtendableEvent & { tag: string }) => void): void;
  registration: { sync?: { register(tag: string): Promise<void> } };
};
// As caching.ts does: this module's `self` is the worker's scope, not the DOM's window.
declare const self: WorkerScope;

const stillWaiting = async () => (await outboxStore.list()).some((entry) => !entry.failed);

// A page asks: answer at once (the page then knows a worker sends), then send. waitUntil
// keeps the worker alive for the send even if that page is closed meanwhile.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== 'outbox:send') return;
  event.ports[0]?.postMessage('sending');
  event.waitUntil(
    sendWaiting().then(async () => {
      // Left waiting (no network, the service busy): the browser wakes the worker to try
      // again once it is back online, with or without a tab of the site open.
      if (await stillWaiting()) await self.registration.sync?.register(syncTag).catch(() => undefined);
    }),
  );
});

// Background Sync: the browser's "the network is back" (and its own retries, spaced out).
// Rejecting while something still waits asks the browser for another try later.
self.addEventListener('sync', (event) => {
  if (event.tag !== syncTag) return;
  event.waitUntil(
    sendWaiting().then(async () => {
      if (await stillWaiting()) throw new Error('Registrations still waiting to be sent');
    }),
  );
});
