import { emailRequest } from '~/features/registration/email-request';
import { sendEmail } from '~/features/registration/email';
import { storeRecord, type TripLeft } from '~/features/registration/registrations-service';
import { passToken, type IssuedPass } from '~/features/passes/issued-pass';
import { keepPasses } from '~/features/passes/kept-passes';
import { firstAnswerWithinMs, flushOutbox, outcomeOf, upgradeLegacy, type QueuedRegistration } from './outbox';
import { keepSending, type OutboxLine } from './keep-sending';
import { outboxStore, watchOutbox } from './outbox-db';
import { sendWaiting, syncTag } from './outbox-sending';

// The page's side of the outbox. A registration is written here before its first send; where
// a service worker controls the page, the worker sends it (so a navigation or a closed tab
// never cuts the send), else the page does. Either way every open page hears the outcome.

// What the header and a form's queued notice need from the outbox chunk, loaded only when
// something may wait.
export { outboxStore, watchOutbox };

/**
 * The header's sending loop over this device's outbox (keep-sending.ts). A registration sent
 * later (its form long gone) still leaves its passes on the device, for My Show.
 */
export const keepSendingOutbox = (sendAtOnce: boolean, onLine: (line: OutboxLine) => void) =>
  keepSending(
    {
      list: () => outboxStore.list(),
      watch: (listener) =>
        watchOutbox((report) => {
          if (report?.passes) keepPasses(Object.values(report.passes).flat().map(passToken));
          return listener(report);
        }),
      flush: flushWaitingRegistrations,
    },
    sendAtOnce,
    onLine,
  );

/** What became of a registration; `passes`, those the service issued it, once it has stored it. */
export type Delivery =
  | { state: 'delivered'; passes?: IssuedPass[] }
  | { state: 'waiting'; kept: boolean; passes?: IssuedPass[] }
  | { state: 'failed'; reason: string; tripsFull?: TripLeft[]; closed?: true };

/**
 * Writes the registration to the outbox, has it sent, and resolves with what became of it.
 * `waiting` after `firstAnswerWithinMs` without an answer: it stays kept and goes later.
 * Where the device cannot store it (a private window that refuses IndexedDB), the page sends
 * it from memory, as before write-ahead.
 */
export async function deliverRegistration(entry: QueuedRegistration): Promise<Delivery> {
  if (!(await queueRegistration(entry))) return sendFromMemory(entry);
  let passes: IssuedPass[] | undefined;
  const outcome = await new Promise<'delivered' | 'failed' | 'waiting'>((resolve) => {
    const timer = setTimeout(() => finish('waiting'), firstAnswerWithinMs);
    const stop = watchOutbox((report) => {
      const outcome = report && outcomeOf(report, entry.id);
      passes = report?.passes?.[entry.id] ?? passes;
      if (outcome) finish(outcome);
    });
    function finish(outcome: 'delivered' | 'failed' | 'waiting') {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    }
    void flushWaitingRegistrations();
    void requestBackgroundSync();
  });
  // The registrant's passes stay on this device, for My Show, even if the confirmation is closed unopened.
  if (passes) keepPasses(passes.map(passToken));
  const issued = passes ? { passes } : {};
  if (outcome !== 'failed') {
    return outcome === 'delivered' ? { state: outcome, ...issued } : { state: outcome, kept: true, ...issued };
  }
  // Refused for good on its first try: the form says so and offers what was typed back, so
  // nothing is left for the header to report.
  const refused = await outboxStore.get(entry.id);
  await outboxStore.remove(entry.id);
  return {
    state: 'failed',
    reason: refused?.failed ?? 'Refused by EmailJS',
    ...(refused?.tripsFull ? { tripsFull: refused.tripsFull } : {}),
    ...(refused?.closed ? { closed: true as const } : {}),
  };
}

async function sendFromMemory(entry: QueuedRegistration): Promise<Delivery> {
  let last = entry;
  const memory = {
    list: async () => [entry],
    save: async (changed: QueuedRegistration) => void (last = changed),
    remove: async () => undefined,
  };
  const report = await flushOutbox(memory, sendEmail, storeRecord);
  const outcome = outcomeOf(report, entry.id);
  const passes = report.passes?.[entry.id];
  if (passes) keepPasses(passes.map(passToken));
  const issued = passes ? { passes } : {};
  if (outcome === 'delivered') return { state: 'delivered', ...issued };
  if (outcome === 'failed') {
    return {
      state: 'failed',
      reason: last.failed ?? '',
      ...(last.tripsFull ? { tripsFull: last.tripsFull } : {}),
      ...(last.closed ? { closed: true as const } : {}),
    };
  }
  return { state: 'waiting', kept: false, ...issued };
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
  if (!(await outboxStore.get(id))) return false;
  await outboxStore.remove(id);
  return true;
}

/** Sends whatever is waiting: through the service worker where one answers, else from this page. */
export async function flushWaitingRegistrations(): Promise<void> {
  try {
    await upgradeLegacy(outboxStore, emailRequest);
    if (await workerSends()) return;
    await sendWaiting();
  } catch (error) {
    console.warn('Waiting registrations could not be sent yet.', error);
  }
}

/**
 * Asks the worker controlling this page to send the outbox. False when there is none (a first
 * visit) or it does not answer within a few seconds (a worker from before it could send).
 */
function workerSends(): Promise<boolean> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const reply = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 3000);
    reply.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: 'outbox:send' }, [reply.port2]);
  });
}

type SyncManager = { register(tag: string): Promise<void> };

/**
 * Where the browser has Background Sync, it wakes the worker to send once the network is
 * back, even after every tab of the site is closed.
 */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync?.register(syncTag);
  } catch {
    // Not allowed (e.g. permission policy) or not there: the next page load sends.
  }
}
