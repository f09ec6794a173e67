import { useEffect, useState } from 'react';
import type { FlushReport } from './outbox';
import { setOutboxHint } from './outbox-hint';
import type { LoadedOutbox } from './use-outbox-code';

// While registrations wait, try again this often even if the browser never says "online":
// one bar of signal on a pontoon often counts as online and still drops every request.
const retryEveryMs = 20_000;

/**
 * Sends the outbox once its code is loaded: when the page loads, when the device comes back
 * online, when the page is shown again, and every little while as long as any wait; and
 * says what the header's line should tell: how many wait, which failed, whether some went.
 */
export function useOutboxSending(loaded: LoadedOutbox | null) {
  const outboxCode = loaded?.code;
  const [waiting, setWaiting] = useState(0);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState<string[]>([]);
  const [justSent, setJustSent] = useState(false);

  useEffect(() => {
    if (!loaded) return;
    const { flushWaitingRegistrations, isWaitingForVisitor, outboxStore, watchOutbox } = loaded.code;
    let alive = true;
    // What this line has told the visitor is waiting: only those are announced as sent (a
    // registration a form is still sending for the first time is that form's to report).
    const shownWaiting = new Set<string>();
    const refresh = async (report?: FlushReport) => {
      const entries = await outboxStore.list().catch(() => []);
      setOutboxHint(entries.length > 0);
      const waitingNow = entries.filter((entry) => isWaitingForVisitor(entry)).map((entry) => entry.id);
      // Also those still on their first try: a tab closed mid-send may have left one.
      const unsent = entries.filter((entry) => !entry.failed).length;
      if (!alive) return unsent;
      if (report?.sent.some((id) => shownWaiting.has(id))) setJustSent(true);
      for (const id of waitingNow) shownWaiting.add(id);
      setWaiting(waitingNow.length);
      setPending(unsent);
      setFailed(entries.filter((entry) => entry.failed).map((entry) => entry.id));
      return unsent;
    };
    const send = () => void flushWaitingRegistrations();
    const whenShown = () => {
      if (document.visibilityState === 'visible') send();
    };
    const stopWatching = watchOutbox(refresh);
    // Most page loads find nothing waiting: then no lock is taken and nothing is sent.
    void refresh().then((unsent) => {
      if (unsent > 0 && loaded.sendAtOnce) send();
    });
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      alive = false;
      stopWatching();
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [loaded]);

  // The timer runs only while something waits.
  const anyWaiting = pending > 0;
  useEffect(() => {
    if (!anyWaiting || !outboxCode) return;
    const timer = window.setInterval(() => void outboxCode.flushWaitingRegistrations(), retryEveryMs);
    return () => window.clearInterval(timer);
  }, [anyWaiting, outboxCode]);

  return { waiting, failed, justSent, setJustSent };
}
