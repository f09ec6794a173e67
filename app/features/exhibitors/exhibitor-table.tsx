import { fill } from '~/lib/lang';
import styles from './exhibitor-directory.module.css';
import { ExhibitorSummary } from './exhibitor-summary';
import { toRows, type ExhibitorEntry } from './filter-exhibitors';

/** The exhibitor table holds 5 names per row. */
const perRow = 5;

type ExhibitorTableProps = {
  exhibitors: readonly ExhibitorEntry[];
  /** The visually hidden caption, a template with `{perRow}`. */
  caption: string;
  className?: string;
};

export function ExhibitorTable({ exhibitors, caption, className }: ExhibitorTableProps) {
  return (
    <table className={`${styles.table} ${className ?? ''}`}>
      <caption className="visually-hidden">{fill(caption, { perRow })}</caption>
      <tbody>
        {toRows(exhibitors, perRow).map((row) => (
          <tr key={row[0]?.name}>
            {row.map((exhibitor) => (
              <td key={exhibitor.name}>
                <ExhibitorSummary exhibitor={exhibitor} />
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
