import type { Boat, Edition } from '~/content/edition';
import { formatRm } from '~/lib/format-rm';
import styles from './boat-specs.module.css';

/** Length, guests and crew, and the asking price of a boat for sale, as a description list. */
export function BoatSpecs({ boat, labels }: { boat: Boat; labels: Edition['boatLabels'] }) {
  return (
    <dl className={styles.specs}>
      <div>
        <dt>{labels.length}</dt>
        <dd>{boat.length}</dd>
      </div>
      <div>
        <dt>{labels.guests}</dt>
        <dd>{boat.guests}</dd>
      </div>
      <div>
        <dt>{labels.crew}</dt>
        <dd>{boat.crew}</dd>
      </div>
      {boat.priceRm === undefined ? null : (
        <div className={styles.price}>
          <dt>{labels.price}</dt>
          <dd>{formatRm(boat.priceRm)}</dd>
        </div>
      )}
    </dl>
  );
}
