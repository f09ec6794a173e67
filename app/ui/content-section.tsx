import type { ReactNode } from 'react';
import styles from './content-section.module.css';

type ContentSectionProps = {
  /** Used for the heading's id, so the section is named by its heading. */
  id: string;
  heading: string;
  /** A short intro under the heading. */
  intro?: ReactNode;
  /** `alt` gives the band the sand background, to separate neighbouring sections. */
  tone?: 'plain' | 'alt';
  children: ReactNode;
};

/** A titled band of an inner page: an `<h2>` section inside the content width. */
export function ContentSection({ id, heading, intro, tone = 'plain', children }: ContentSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${styles.band} ${tone === 'alt' ? styles.alt : ''}`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {heading}
        </h2>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
