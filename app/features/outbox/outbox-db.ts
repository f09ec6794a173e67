import { createStore, del, get, set, values } from 'idb-keyval';
import type { FlushReport, OutboxStore, QueuedRegistration } from './outbox';

// The outbox in this browser, shared by the pages and the service worker: IndexedDB
// (idb-keyval), so a registration survives reloads, crashes and closed tabs, and a
// BroadcastChannel, so every open page hears of a change or a flush wherever it happened.

/** Also read without this module, by `outboxHoldsEntries` in outbox-hint.ts (kept in step by a test). */
export const databaseName = 'mybos-outbox';
export const storeName = 'registrations';
const channelName = 'mybos-outbox';
let idbStore: ReturnType<typeof createStore> | undefined;
const database = () => (idbStore ??= createStore(databaseName, storeName));

export const outboxStore: OutboxStore & { get(id: string): Promise<QueuedRegistration | undefined> } = {
  list: () => values<QueuedRegistration>(database()),
  get: (id) => get<QueuedRegistration>(id, database()),
  save: async (entry) => {
    await set(entry.id, entry, database());
    announce();
  },
  remove: async (id) => {
    await del(id, database());
    announce();
  },
};

const listeners = new Set<(report?: FlushReport) => void>();
let channel: BroadcastChannel | undefined;
const openChannel = () => {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<FlushReport | null>) => {
      for (const listener of listeners) listener(event.data ?? undefined);
    };
  }
  return channel;
};

/** Tells this context's listeners and every other page (or the worker) that the outbox changed. */
export function announce(report?: FlushReport) {
  for (const listener of listeners) listener(report);
  openChannel()?.postMessage(report ?? null);
}

/** Calls `listener` whenever the outbox changes, here or elsewhere; with the report after a flush. */
export function watchOutbox(listener: (report?: FlushReport) => void) {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
