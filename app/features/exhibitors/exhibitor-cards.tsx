import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import styles from './exhibitor-directory.module.css';
import type { ExhibitorEntry } from './filter-exhibitors';

type ExhibitorCardsProps = {
  exhibitors: readonly ExhibitorEntry[];
  /** The list's accessible name. */
  label: string;
  className?: string;
};

export function ExhibitorCards({ exhibitors, label, className }: ExhibitorCardsProps) {
  return (
    // The prerendered page holds the table too, with the same words: the site search reads
    // those (scripts/search-index.mjs), so each exhibitor is one match, not two.
    <ul className={`${styles.cards} ${className ?? ''}`} aria-label={label} data-pagefind-ignore="">
      {exhibitors.map((exhibitor) => (
        <li key={exhibitor.name} className={styles.card}>
          <span className={styles.name}>{exhibitor.name}</span>
          <span className={styles.meta}>
            {exhibitor.category} · {exhibitor.country}
          </span>
          <ShowOnMapLink stand={exhibitor.stand} name={exhibitor.name} className={styles.mapLink} />
          <div className={styles.save}>
            <SaveToggle item={{ kind: 'exhibitor', id: exhibitor.id }} name={exhibitor.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
