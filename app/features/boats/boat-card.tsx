import { useId } from 'react';
import type { Boat, Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { BoatInfoAction } from './boat-info-action';
import { BoatSpecs } from './boat-specs';
import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { ResponsiveImage } from '~/ui/responsive-image';
import styles from './boat-card.module.css';

type BoatCardProps = {
  boat: Boat;
  labels: Edition['boatLabels'];
  /** Opens the preview popup for this boat. */
  onPreview: (boat: Boat) => void;
  /** The card title's level under the section or page heading. */
  headingLevel?: 2 | 3;
  /** The page's first card, whose photo is its largest image above the fold (ResponsiveImage). */
  priority?: boolean;
};

/** One boat: image (opens the preview), name, length, guests, crew and its info link. */
export function BoatCard({ boat, labels, onPreview, headingLevel = 3, priority = false }: BoatCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <button
        type="button"
        className={styles.imageButton}
        aria-label={fill(labels.preview, { name: boat.name })}
        aria-haspopup="dialog"
        onClick={() => onPreview(boat)}
      >
        <ResponsiveImage
          image={boat.image}
          sizes="(max-width: 640px) calc(100vw - 3rem), (max-width: 1100px) 45vw, 24rem"
          priority={priority}
          className={styles.image}
        />
        <span className={styles.zoom} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24">
            <path
              d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
      </button>
      <div className={styles.body}>
        <p className={styles.type}>{boat.type}</p>
        <Heading id={titleId} className={styles.name}>
          {boat.name}
        </Heading>
        <BoatSpecs boat={boat} labels={labels} />
        <ShowOnMapLink stand={boat.berth} name={boat.name} className={styles.mapLink} />
        <div className={styles.save}>
          <SaveToggle item={{ kind: 'boat', id: boat.id }} name={boat.name} />
        </div>
        <BoatInfoAction boat={boat} labels={labels} />
      </div>
    </article>
  );
}
