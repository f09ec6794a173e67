import type { Exhibitor } from '~/content/exhibitors';
import styles from './exhibitor-list.module.css';
import { toRows } from './filter-exhibitors';

/** The exhibitor table holds 5 names per row. */
const perRow = 5;

export function ExhibitorTable({ exhibitors, className }: { exhibitors: readonly Exhibitor[]; className?: string }) {
  return (
    <table className={`${styles.table} ${className ?? ''}`}>
      <caption className="visually-hidden">Exhibitors A–Z, {perRow} per row</caption>
      <tbody>
        {toRows(exhibitors, perRow).map((row) => (
          <tr key={row[0]?.name}>
            {row.map((exhibitor) => (
              <td key={exhibitor.name}>
                <span className={styles.name}>{exhibitor.name}</span>
                <span className={styles.meta}>
                  {exhibitor.category} · {exhibitor.country}
                </span>
              </td>
            ))}
            {/* Pad the last row so every row keeps five columns. */}
            {Array.from({ length: perRow - row.length }, (_, i) => (
              <td key={`empty-${i}`} className={styles.empty} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
