import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** A form's place on its page: a titled section under the page header. */
export function FormSection({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
