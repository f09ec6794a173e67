/**
 * A note in localStorage that the outbox may hold a registration. The outbox code (IndexedDB,
 * EmailJS: its own chunk) is not needed on a page load that finds nothing waiting, which is
 * nearly all of them; with this note a page loads it at once only when something may wait,
 * and otherwise after the page has settled (see `outbox-loader.ts`).
 *
 * It is only a hint, so it errs towards "may hold": it is set before a registration is
 * queued (forms/send-registration.ts), unreadable storage counts as set, and the header's
 * outbox line (components/outbox-status.tsx) sets or clears it whenever it lists the outbox.
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
