import type { Boat } from '~/content/boats';
import styles from './boat-specs.module.css';

/** Length, guests and crew, as a description list. */
export function BoatSpecs({ boat }: { boat: Boat }) {
  return (
    <dl className={styles.specs}>
      <div>
        <dt>Length</dt>
        <dd>{boat.length}</dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{boat.guests}</dd>
      </div>
      <div>
        <dt>Crew</dt>
        <dd>{boat.crew}</dd>
      </div>
    </dl>
  );
}
