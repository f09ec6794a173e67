import { sendEmail } from '~/features/registration/email';
import { storeRecord } from '~/features/registration/registrations-service';
import { flushOutbox, reachedAny, type FlushReport } from './outbox';
import { announce, outboxStore } from './outbox-db';

// Sending what the outbox holds, from a page or from the service worker: one flush at a time
// across every tab and the worker (a Web Lock), and a request that arrives during a flush
// runs one more, so a registration written meanwhile is never skipped.

/** The Background Sync tag on which the service worker sends the outbox (service-worker/outbox.ts). */
export const syncTag = 'mybos-outbox';

const lockName = 'mybos-outbox-send';
const leaseKey = 'mybos:outbox-lease';
const leaseMs = 60_000;

let running: Promise<void> | undefined;
let again = false;

/** Sends whatever waits; resolves once this context has nothing more to try now. */
export function sendWaiting(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await exclusively(flushOnce);
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function flushOnce() {
  let report: FlushReport;
  try {
    report = await flushOutbox(outboxStore, sendEmail, storeRecord);
  } catch (error) {
    console.warn('Waiting registrations could not be sent yet.', error);
    return;
  }
  // Every flush that reached a registration is announced: a form waits for its own.
  if (reachedAny(report)) announce(report);
}

/**
 * Runs `task` once no other tab or worker runs it. Web Locks wherever the browser has them,
 * the service worker included; in a page without them a lease in localStorage, which two
 * tabs could both take only in the same millisecond (the second then skips: the first sends).
 */
async function exclusively(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(lockName, task);
    return;
  }
  if (typeof localStorage === 'undefined') return task();
  const now = Date.now();
  if (Number(localStorage.getItem(leaseKey) ?? 0) > now) return;
  localStorage.setItem(leaseKey, String(now + leaseMs));
  try {
    await task();
  } finally {
    localStorage.removeItem(leaseKey);
  }
}
