import { createStore, del, get, set, values } from 'idb-keyval';
import { sendEmail } from './email';
import { flushOutbox, type FlushReport, type OutboxStore, type QueuedRegistration } from './outbox';

// The outbox in this browser: IndexedDB (idb-keyval) so a registration survives reloads,
// crashes and closed tabs; a Web Lock so two open tabs never send the same one; and a
// BroadcastChannel so every tab's header shows the same count.

const channelName = 'mybos-outbox';
let idbStore: ReturnType<typeof createStore> | undefined;
/** Also read without this module, by `outboxHoldsEntries` in outbox-hint.ts (kept in step by a test). */
export const databaseName = 'mybos-outbox';
export const storeName = 'registrations';
const database = () => (idbStore ??= createStore(databaseName, storeName));

export const outboxStore: OutboxStore = {
  list: () => values<QueuedRegistration>(database()),
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

function announce(report?: FlushReport) {
  for (const listener of listeners) listener(report);
  channel?.postMessage(report ?? null);
}

/** Calls `listener` whenever the outbox changes, in this tab or another; with a report after a flush. */
export function watchOutbox(listener: (report?: FlushReport) => void) {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<FlushReport | null>) => {
      for (const each of listeners) each(event.data ?? undefined);
    };
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Keeps a registration until it is sent, and asks the browser not to clear this site's storage. */
export async function queueRegistration(entry: QueuedRegistration): Promise<boolean> {
  try {
    await outboxStore.save(entry);
  } catch (error) {
    console.warn('The registration could not be kept on this device.', error);
    return false;
  }
  // Best effort: a browser may refuse, and then keeps storage unless space runs short.
  void navigator.storage?.persist?.().catch(() => undefined);
  return true;
}

/** Takes a waiting registration out of the outbox; false if it has been sent meanwhile. */
export async function cancelRegistration(id: string): Promise<boolean> {
  const waiting = await get<QueuedRegistration>(id, database());
  if (!waiting) return false;
  await outboxStore.remove(id);
  return true;
}

const lockName = 'mybos-outbox-send';
const leaseKey = 'mybos:outbox-lease';
const leaseMs = 60_000;

/**
 * Runs `task` if no other tab is running it, else skips (that tab sends what is waiting).
 * Web Locks where the browser has them; elsewhere a lease in localStorage, which two tabs
 * could both take only in the same millisecond.
 */
async function exclusively<T>(task: () => Promise<T>): Promise<T | undefined> {
  if (navigator.locks) {
    return navigator.locks.request(lockName, { ifAvailable: true }, (lock) => (lock ? task() : undefined));
  }
  const now = Date.now();
  const lease = Number(localStorage.getItem(leaseKey) ?? 0);
  if (lease > now) return undefined;
  localStorage.setItem(leaseKey, String(now + leaseMs));
  try {
    return await task();
  } finally {
    localStorage.removeItem(leaseKey);
  }
}

/** Sends whatever is waiting, unless another tab already is. */
export async function flushWaitingRegistrations(): Promise<FlushReport | undefined> {
  try {
    const report = await exclusively(() => flushOutbox(outboxStore, sendEmail));
    if (report && (report.sent.length > 0 || report.failed.length > 0)) announce(report);
    return report;
  } catch (error) {
    console.warn('Waiting registrations could not be sent yet.', error);
    return undefined;
  }
}
