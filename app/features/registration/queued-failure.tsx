import { useEffect, useRef, useState } from 'react';
import type { Edition } from '~/content/edition';
import { loadOutbox } from '~/features/outbox/load-outbox';
import styles from './form.module.css';

type State = 'waiting' | 'sent' | 'cancelled';

type QueuedFailureProps = {
  id: string;
  message: string;
  copy: Pick<Edition['forms']['copy'], 'queued' | 'restore'>;
  onRestore: () => void;
};

/**
 * A failed send that will pass: the required failure message first, then that the
 * registration is kept on this device and goes by itself, with a way to cancel it. Once it
 * is cancelled, what was typed can be put back; once it is sent, this says so.
 */
export function QueuedFailure({ id, message, copy, onRestore }: QueuedFailureProps) {
  const [state, setState] = useState<State>('waiting');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  useEffect(() => {
    // Loaded already: the registration was queued by it.
    const watching = loadOutbox()
      .then(({ outboxStore, watchOutbox }) =>
        watchOutbox(async () => {
          const waiting = (await outboxStore.list()).some((entry) => entry.id === id);
          if (!waiting) setState((current) => (current === 'waiting' ? 'sent' : current));
        }),
      )
      .catch(() => undefined);
    return () => void watching.then((stop) => stop?.());
  }, [id]);
  const cancelQueued = async () => {
    const { cancelRegistration } = await loadOutbox();
    setState((await cancelRegistration(id)) ? 'cancelled' : 'sent');
  };

  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureText}>{message}</p>
      {state === 'waiting' ? (
        <>
          <p className={styles.queuedText}>{copy.queued.saved}</p>
          <button ref={cancel} type="button" className={styles.restore} onClick={cancelQueued}>
            {copy.queued.cancel}
          </button>
        </>
      ) : null}
      {state === 'sent' ? <p className={styles.queuedText}>{copy.queued.sentLater}</p> : null}
      {state === 'cancelled' ? (
        <>
          <p className={styles.queuedText}>{copy.queued.cancelled}</p>
          <button type="button" className={styles.restore} onClick={onRestore}>
            {copy.restore}
          </button>
        </>
      ) : null}
    </div>
  );
}
