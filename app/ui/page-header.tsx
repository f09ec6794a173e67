import type { Page } from '~/content/edition';
import styles from './page-header.module.css';

/** The band at the top of every inner page: its eyebrow, its one `<h1>` and its lead paragraph. */
export function PageHeader({ page }: { page: Page }) {
  return (
    <div className={styles.band}>
      <div className="container">
        {page.eyebrow ? <p className={styles.eyebrow}>{page.eyebrow}</p> : null}
        <h1 className={styles.heading}>{page.heading}</h1>
        {page.intro ? (
          <div className={styles.lead}>
            <p>{page.intro}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
