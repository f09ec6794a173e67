import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-heading.module.css';

type SectionHeadingProps = {
  id: string;
  heading: string;
  lead?: string;
  eyebrow?: string;
  /** The "view all" link at the end of the heading row, to the page that lists everything. */
  viewAll?: { to: string; label: string };
  /** Another link or control in that place. */
  action?: ReactNode;
  tone?: 'light' | 'dark';
};

/** A section's `<h2>` with its lead line; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, heading, lead, eyebrow, viewAll, action, tone = 'light' }: SectionHeadingProps) {
  const end = viewAll ? <ViewAllLink {...viewAll} /> : action;
  return (
    <div className={`${styles.row} ${tone === 'dark' ? styles.dark : ''}`}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {end ? <div className={styles.action}>{end}</div> : null}
    </div>
  );
}

function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={styles.viewAll}>
      {label}
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
        <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
      </svg>
    </Link>
  );
}
