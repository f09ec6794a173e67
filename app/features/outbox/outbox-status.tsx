import { useEffect, useState } from 'react';
import { fill } from '~/lib/lang';
import type { FlushReport } from './outbox';
import { afterPageSettles } from '~/lib/after-page-settles';
import { loadOutbox } from './load-outbox';
import { onOutboxHint, outboxHoldsEntries, outboxMayHoldWork, setOutboxHint } from './outbox-hint';
import styles from './outbox-status.module.css';
import { useContent } from '~/content/use-content';

// While registrations wait, try again this often even if the browser never says "online":
// one bar of signal on a pontoon often counts as online and still drops every request.
const retryEveryMs = 20_000;

type OutboxCode = Awaited<ReturnType<typeof loadOutbox>>;

/**
 * The header's line about registrations kept on this device: how many wait, then, once,
 * that they went. It also sends them: when the page loads, when the device comes back
 * online, when the page is shown again, and every little while as long as any wait.
 */
export function OutboxStatus() {
  const { outbox } = useContent('shell');
  const { contact } = useContent('site');
  const loaded = useOutboxCode();
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

  const text =
    waiting > 0
      ? fill(outbox.waiting, { count: waiting })
      : failed.length > 0
        ? fill(outbox.failed, { email: contact.generalEmail })
        : justSent
          ? outbox.sent
          : '';
  const dismiss = async () => {
    setJustSent(false);
    await Promise.all(failed.map((id) => outboxCode?.outboxStore.remove(id)));
  };

  // Hidden while empty: the page's own status lines (a form's, the exhibitor count) stay the
  // only ones until there is something to say here.
  return (
    <div className={styles.band} hidden={!text}>
      <div className={`container ${styles.inner}`}>
        <p role="status" className={styles.text}>
          {text}
        </p>
        {text && waiting === 0 ? (
          <button type="button" className={styles.dismiss} onClick={dismiss}>
            {outbox.dismiss}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The outbox code, once loaded: at once when a registration may be waiting (the hint), so
 * nearly every visit does without it. Once the page has settled, the outbox's database is
 * also looked at directly, in case a registration waits without the hint (storage cleared
 * in part, or an outbox from before the hint existed).
 */
function useOutboxCode() {
  const [loaded, setLoaded] = useState<{ code: OutboxCode; sendAtOnce: boolean } | null>(null);
  useEffect(() => {
    let alive = true;
    let loading = false;
    // `sendAtOnce` is false when a send has just failed (a registration was queued here or in
    // another tab): the retry then waits for the timer, the network or the next page.
    const load = (sendAtOnce: boolean) => {
      if (loading || !alive) return;
      loading = true;
      loadOutbox().then(
        (code) => {
          if (alive) setLoaded({ code, sendAtOnce });
        },
        (error: unknown) => {
          // Tried again when a registration is queued, or back online if one may wait.
          loading = false;
          console.warn('Registrations kept on this device cannot be checked yet.', error);
        },
      );
    };
    const loadIfHinted = () => {
      if (outboxMayHoldWork()) load(true);
    };
    const stopHint = onOutboxHint(() => load(false));
    window.addEventListener('online', loadIfHinted);
    loadIfHinted();
    afterPageSettles(() => {
      void outboxHoldsEntries().then((holds) => {
        if (holds) load(true);
      });
    });
    return () => {
      alive = false;
      stopHint();
      window.removeEventListener('online', loadIfHinted);
    };
  }, []);
  return loaded;
}
