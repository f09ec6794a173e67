import type { Exhibitor } from '~/content/exhibitors';
import styles from './exhibitor-list.module.css';

export function ExhibitorCards({ exhibitors, className }: { exhibitors: readonly Exhibitor[]; className?: string }) {
  return (
    <ul className={`${styles.cards} ${className ?? ''}`} aria-label="Exhibitors A–Z">
      {exhibitors.map((exhibitor) => (
        <li key={exhibitor.name} className={styles.card}>
          <span className={styles.name}>{exhibitor.name}</span>
          <span className={styles.meta}>
            {exhibitor.category} · {exhibitor.country}
          </span>
        </li>
      ))}
    </ul>
  );
}
