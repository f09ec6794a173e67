import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { fill } from '~/lib/lang';
import styles from './exhibitor-directory.module.css';
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
                {/* The space is not seen (both are blocks), but keeps "Yachts" and "Broker" two
                    words for text readers such as the site search. */}
                <span className={styles.name}>{exhibitor.name}</span>{' '}
                <span className={styles.meta}>
                  {exhibitor.category} · {exhibitor.country}
                </span>
                <ShowOnMapLink stand={exhibitor.stand} name={exhibitor.name} className={styles.mapLink} />
                <div className={styles.save}>
                  <SaveToggle item={{ kind: 'exhibitor', id: exhibitor.id }} name={exhibitor.name} />
                </div>
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
