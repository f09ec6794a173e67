import { useRef } from 'react';
import type { Edition } from '~/content/edition';
import { boundedPage, wrappedPage } from './paging';
import styles from './pager-controls.module.css';

type PagerControlsProps = {
  page: number;
  count: number;
  /** Wrap past either end (gallery) or stop there with the button disabled (featured boats). */
  wrap: boolean;
  onPageChange: (page: number) => void;
  /** Id of the region the buttons page through. */
  controls: string;
  /** The live status line, such as "Boats 4–6 of 9". */
  status: string;
  /** The buttons' names, in the page's language. */
  labels: Edition['shell']['pager'];
};

/** `Previous` and `Next` for a carousel, with a status line read out after each step. */
export function PagerControls({ page, count, wrap, onPageChange, controls, status, labels }: PagerControlsProps) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const ends = boundedPage(page, count);
  const hasPrevious = wrap ? count > 1 : ends.hasPrevious;
  const hasNext = wrap ? count > 1 : ends.hasNext;

  function step(by: -1 | 1) {
    const target = wrap ? wrappedPage(page + by, count) : boundedPage(page + by, count).page;
    onPageChange(target);
    if (wrap) return;
    // A button that disables itself would drop keyboard focus to the page: hand it to the other one.
    const after = boundedPage(target, count);
    if (by === 1 && !after.hasNext) previousRef.current?.focus();
    if (by === -1 && !after.hasPrevious) nextRef.current?.focus();
  }

  return (
    <div className={styles.controls}>
      <p className={styles.status} aria-live="polite">
        {status}
      </p>
      <div className={styles.buttons}>
        <button
          ref={previousRef}
          type="button"
          className={styles.button}
          aria-controls={controls}
          disabled={!hasPrevious}
          onClick={() => step(-1)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <button
          ref={nextRef}
          type="button"
          className={styles.button}
          aria-controls={controls}
          disabled={!hasNext}
          onClick={() => step(1)}
        >
          <span className="visually-hidden">{labels.next}</span>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
