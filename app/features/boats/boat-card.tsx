import { useId } from 'react';
import { Link } from 'react-router';
import type { Boat, Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { BoatFacts } from './boat-facts';
import { boatPath } from './boat-path';
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

/** One boat: image (opens the preview), name (links to its page), length, guests, crew and its info link. */
export function BoatCard({ boat, labels, onPreview, headingLevel = 3, priority = false }: BoatCardProps) {
  const titleId = useId();
  const lang = useLang();
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
          {/* The boat's own page: its description, builder and every detail. */}
          <Link to={boatPath(boat.id, lang)}>{boat.name}</Link>
        </Heading>
        <BoatFacts boat={boat} labels={labels} />
      </div>
    </article>
  );
}
