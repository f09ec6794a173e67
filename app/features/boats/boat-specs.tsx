import type { Boat } from '~/content/edition';
import styles from './boat-specs.module.css';
import { useContent } from '~/content/use-content';

/** Length, guests and crew, as a description list. */
export function BoatSpecs({ boat }: { boat: Boat }) {
  const labels = useContent('boatLabels');
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
