import styles from './exhibitor-directory.module.css';
import { ExhibitorSummary } from './exhibitor-summary';
import type { ExhibitorEntry } from './filter-exhibitors';

/** The directory as cards (768 px and below); `label` is the list's accessible name. */
export function ExhibitorCards({
  exhibitors,
  label,
  className,
}: {
  exhibitors: readonly ExhibitorEntry[];
  label: string;
  className?: string;
}) {
  return (
    // The prerendered page holds the table too, with the same words: the site search reads
    // those (scripts/search-index.ts), so each exhibitor is one match, not two.
    <ul className={`${styles.cards} ${className ?? ''}`} aria-label={label} data-pagefind-ignore="">
      {exhibitors.map((exhibitor) => (
        <li key={exhibitor.name} className={styles.card}>
          <ExhibitorSummary exhibitor={exhibitor} />
        </li>
      ))}
    </ul>
  );
}
