import { useEffect, useState } from 'react';
import { fill } from '~/lib/lang';
import { useRootContent } from '~/content/use-root-content';
import { setOutboxHint } from './outbox-hint';
import { useOutboxCode } from './use-outbox-code';
import styles from './outbox-status.module.css';

/**
 * The header's line about registrations kept on this device: how many wait, then, once,
 * that they went. Once the outbox code is loaded, its sending loop (keep-sending.ts) sends
 * them: when the page loads, when the device comes back online, when the page is shown
 * again, and every little while as long as any wait.
 */
export function OutboxStatus() {
  const { shell, site } = useRootContent();
  const { outbox } = shell;
  const { contact } = site;
  const loaded = useOutboxCode();
  const outboxCode = loaded?.code;
  const [{ waiting, failed }, setLine] = useState({ waiting: 0, failed: [] as string[] });
  const [justSent, setJustSent] = useState(false);

  useEffect(() => {
    if (!loaded) return;
    return loaded.code.keepSendingOutbox(loaded.sendAtOnce, (line) => {
      setOutboxHint(line.holds);
      setLine(line);
      if (line.sentShown) setJustSent(true);
    });
  }, [loaded]);

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
