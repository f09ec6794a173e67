import { useEffect, useState } from 'react';
import { fill } from '~/lib/lang';
import type { FlushReport } from '~/lib/outbox';
import { flushWaitingRegistrations, outboxStore, watchOutbox } from '~/lib/outbox-store';
import styles from './outbox-status.module.css';
import { useContent } from './use-content';

// While registrations wait, try again this often even if the browser never says "online":
// one bar of signal on a pontoon often counts as online and still drops every request.
const retryEveryMs = 20_000;

/**
 * The header's line about registrations kept on this device: how many wait, then, once,
 * that they went. It also sends them: when the page loads, when the device comes back
 * online, when the page is shown again, and every little while as long as any wait.
 */
export function OutboxStatus() {
  const { outbox } = useContent('shell');
  const { contact } = useContent('site');
  const [waiting, setWaiting] = useState(0);
  const [failed, setFailed] = useState<string[]>([]);
  const [justSent, setJustSent] = useState(false);

  useEffect(() => {
    let alive = true;
    const refresh = async (report?: FlushReport) => {
      const entries = await outboxStore.list().catch(() => []);
      const waitingNow = entries.filter((entry) => !entry.failed).length;
      if (!alive) return waitingNow;
      setWaiting(waitingNow);
      setFailed(entries.filter((entry) => entry.failed).map((entry) => entry.id));
      if (report && report.sent.length > 0) setJustSent(true);
      return waitingNow;
    };
    const send = () => void flushWaitingRegistrations();
    const whenShown = () => {
      if (document.visibilityState === 'visible') send();
    };
    const stopWatching = watchOutbox(refresh);
    // Most page loads find nothing waiting: then no lock is taken and nothing is sent.
    void refresh().then((waitingNow) => {
      if (waitingNow > 0) send();
    });
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', whenShown);
    return () => {
      alive = false;
      stopWatching();
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, []);

  // The timer runs only while something waits.
  const anyWaiting = waiting > 0;
  useEffect(() => {
    if (!anyWaiting) return;
    const timer = window.setInterval(() => void flushWaitingRegistrations(), retryEveryMs);
    return () => window.clearInterval(timer);
  }, [anyWaiting]);

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
    await Promise.all(failed.map((id) => outboxStore.remove(id)));
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
