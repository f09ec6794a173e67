import { isWaitingForVisitor, type FlushReport, type QueuedRegistration } from './outbox';

// While registrations wait, try again this often even if the browser never says "online":
// one bar of signal on a pontoon often counts as online and still drops every request.
export const retryEveryMs = 20_000;
// "Online" comes as soon as the device has a network, often a moment before a request gets
// through (Wi-Fi joined, its address not yet; a service worker told a moment after the page):
// what the first try after it could not send goes once more this much later, not in 20 s.
export const againAfterOnlineMs = 2_000;

/** What the header's line should tell. */
export type OutboxLine = {
  /** Whether the outbox holds anything at all: the page keeps its hint by it (outbox-hint.ts). */
  holds: boolean;
  /** How many registrations wait for the network (their first minute is their form's). */
  waiting: number;
  /** The ids of registrations that will not go (EmailJS refused them). */
  failed: string[];
  /** A registration this line showed as waiting has just been sent. */
  sentShown: boolean;
};

export type KeepSendingDeps = {
  list: () => Promise<QueuedRegistration[]>;
  /** Calls back after every change to the outbox, in any tab, with the send's report if any. */
  watch: (listener: (report?: FlushReport) => void) => () => void;
  flush: () => Promise<void>;
};

/**
 * Sends the outbox: when started (if `sendAtOnce`), when the device comes back online (and
 * once more `againAfterOnlineMs` later if anything is still unsent), when
 * the page is shown again, and every `retryEveryMs` as long as any registration is unsent;
 * and tells `onLine` what the header should say after every change. Returns `stop`.
 *
 * Part of the lazily loaded outbox chunk, so pages that find nothing waiting (nearly all)
 * never download it; the header's component only shows what it reports. It imports nothing
 * that every page uses (such as outbox-hint.ts): the build's `outbox` group would pull that
 * into this chunk, and every page would then download the chunk to read its hint.
 */
export function keepSending(deps: KeepSendingDeps, sendAtOnce: boolean, onLine: (line: OutboxLine) => void) {
  let stopped = false;
  let timer: number | undefined;
  let againTimer: number | undefined;
  // What this line has told the visitor is waiting: only those are announced as sent (a
  // registration a form is still sending for the first time is that form's to report).
  const shownWaiting = new Set<string>();

  const send = () => void deps.flush();
  const whenShown = () => {
    if (document.visibilityState === 'visible') send();
  };
  // The timer runs only while something is unsent.
  const retryWhile = (unsent: boolean) => {
    if (unsent && timer === undefined) timer = window.setInterval(send, retryEveryMs);
    if (!unsent && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };

  const refresh = async (report?: FlushReport) => {
    const entries = await deps.list().catch(() => []);
    // Also those still on their first try: a tab closed mid-send may have left one.
    const unsent = entries.filter((entry) => !entry.failed).length;
    if (stopped) return unsent;
    const waitingNow = entries.filter((entry) => isWaitingForVisitor(entry)).map((entry) => entry.id);
    const sentShown = report?.sent.some((id) => shownWaiting.has(id)) ?? false;
    for (const id of waitingNow) shownWaiting.add(id);
    retryWhile(unsent > 0);
    onLine({
      holds: entries.length > 0,
      waiting: waitingNow.length,
      failed: entries.filter((entry) => entry.failed).map((entry) => entry.id),
      sentShown,
    });
    return unsent;
  };

  const stopWatching = deps.watch(refresh);
  // Most page loads find nothing waiting: then no lock is taken and nothing is sent.
  void refresh().then((unsent) => {
    if (unsent > 0 && sendAtOnce && !stopped) send();
  });
  const onOnline = () => {
    send();
    window.clearTimeout(againTimer);
    againTimer = window.setTimeout(() => {
      // The retry timer runs exactly while something is unsent.
      if (!stopped && timer !== undefined) send();
    }, againAfterOnlineMs);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', whenShown);

  return () => {
    stopped = true;
    stopWatching();
    retryWhile(false);
    window.clearTimeout(againTimer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', whenShown);
  };
}
