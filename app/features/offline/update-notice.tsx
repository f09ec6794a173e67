import { useSyncExternalStore } from 'react';
import { applyUpdate, subscribeToUpdate, updateReady } from './service-worker';
import styles from './update-notice.module.css';
import { useRootContent } from '~/content/use-root-content';

/** "A new version of the site is available", with the only button that reloads into it. */
export function UpdateNotice() {
  const { update } = useRootContent().shell;
  const ready = useSyncExternalStore(subscribeToUpdate, updateReady, () => false);
  return (
    <div role="status" className={styles.notice} hidden={!ready}>
      {ready ? (
        <>
          <p className={styles.text}>{update.available}</p>
          <button type="button" className={styles.reload} onClick={applyUpdate}>
            {update.reload}
          </button>
        </>
      ) : null}
    </div>
  );
}
