import type { Boat, Edition } from '~/content/edition';
import styles from './boat-specs.module.css';

/** Length, guests and crew, as a description list. */
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
    </dl>
  );
}
