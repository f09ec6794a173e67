import type { ReactNode } from 'react';
import styles from './table-scroller.module.css';

/**
 * A table that may scroll sideways on a phone (the Malay column headers are longer). A
 * keyboard user must be able to reach and scroll it, so the region takes focus and is named
 * by its table's caption.
 */
export function TableScroller({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
