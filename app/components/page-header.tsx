import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** The band at the top of every inner page: the page's one `<h1>` and its lead paragraph. */
export function PageHeader({
  heading,
  eyebrow,
  children,
}: {
  heading: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.band}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.heading}>{heading}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </div>
  );
}
