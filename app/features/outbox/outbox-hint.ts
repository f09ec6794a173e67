/**
 * What a page can know about the outbox without loading its code (IndexedDB, EmailJS: a chunk
 * of its own, see load-outbox.ts), which a page load that finds nothing waiting, nearly all
 * of them, does not need.
 *
 * The hint is a note in localStorage that the outbox may hold a registration: with it a page
 * loads the outbox code at once. It errs towards "may hold": it is set before a registration
 * is queued (features/registration/send-registration.ts), unreadable storage counts as set, and the header's
 * outbox line (features/outbox/outbox-status.tsx) sets or clears it whenever it lists the outbox.
 * `outboxHoldsEntries` looks in the outbox's database itself, for a registration whose note
 * was lost.
 */

const key = 'mybos:outbox-may-hold';
const listeners = new Set<() => void>();

export function outboxMayHoldWork(): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

export function setOutboxHint(mayHold: boolean) {
  try {
    if (mayHold) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Without storage the hint stays "may hold" (above): the outbox loads with every page.
  }
  if (mayHold) for (const listener of listeners) listener();
}

/** Calls `listener` when a registration is queued, in this tab or another one. */
export function onOutboxHint(listener: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The outbox's database (features/outbox/outbox-db.ts; a unit test keeps the two in step). */
export const outboxDatabase = { name: 'mybos-outbox', store: 'registrations' } as const;

/**
 * Whether the outbox's database holds any registration, read with the bare IndexedDB API
 * (no outbox code, no request). True whenever it cannot tell, so the caller loads the code.
 */
export async function outboxHoldsEntries(): Promise<boolean> {
  try {
    if (typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === outboxDatabase.name)) return false;
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(outboxDatabase.name);
      // Deleted meanwhile: never create it here, or idb-keyval would find it without its store.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => resolve(true);
      request.onsuccess = () => {
        const database = request.result;
        const done = (holds: boolean) => {
          database.close();
          resolve(holds);
        };
        try {
          const count = database.transaction(outboxDatabase.store).objectStore(outboxDatabase.store).count();
          count.onsuccess = () => done(count.result > 0);
          count.onerror = () => done(true);
        } catch {
          done(true);
        }
      };
    });
  } catch {
    return true;
  }
}
