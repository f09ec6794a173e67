import type { Boat, Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import styles from './boat-info-action.module.css';

/** `More info` opens the boat's brochure or page in a new tab; without one, a disabled `Info Coming Soon`. */
export function BoatInfoAction({ boat, labels }: { boat: Boat; labels: Edition['boatLabels'] }) {
  if (!boat.infoUrl) {
    return (
      <button type="button" className={`${styles.action} ${styles.pending}`} disabled>
        {labels.infoComingSoon}
      </button>
    );
  }
  return (
    <a href={boat.infoUrl} target="_blank" rel="noopener noreferrer" className={styles.action}>
      {labels.moreInfo}
      <span className="visually-hidden"> {fill(labels.moreInfoDetail, { name: boat.name })}</span>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
        <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2.2" />
      </svg>
    </a>
  );
}
