import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

type SectionHeadingProps = {
  id: string;
  heading: string;
  lead?: string;
  eyebrow?: string;
  /** A link or control shown at the end of the heading row. */
  action?: ReactNode;
  tone?: 'light' | 'dark';
};

/** A home section's `<h2>` with its lead line; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, heading, lead, eyebrow, action, tone = 'light' }: SectionHeadingProps) {
  return (
    <div className={`${styles.row} ${tone === 'dark' ? styles.dark : ''}`}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
