import { Link } from 'react-router';
import { SaveToggle } from '~/features/my-show/save-toggle';
import { ShowOnMapLink } from '~/features/venue-map/show-on-map-link';
import { useLang } from '~/lib/use-lang';
import styles from './exhibitor-directory.module.css';
import { exhibitorPath } from './exhibitor-path';
import type { ExhibitorEntry } from './filter-exhibitors';

/** One exhibitor in the directory, as a table cell or a card holds it: name (to its page), category and country, stand, Save. */
export function ExhibitorSummary({ exhibitor }: { exhibitor: ExhibitorEntry }) {
  const lang = useLang();
  return (
    <>
      {/* The space is not seen (both are blocks), but keeps "Yachts" and "Broker" two words
          for text readers such as the site search. */}
      <Link to={exhibitorPath(exhibitor.id, lang)} className={styles.name}>
        {exhibitor.name}
      </Link>{' '}
      <span className={styles.meta}>
        {exhibitor.category} · {exhibitor.country}
      </span>
      <ShowOnMapLink stand={exhibitor.stand} name={exhibitor.name} className={styles.mapLink} />
      <div className={styles.save}>
        <SaveToggle item={{ kind: 'exhibitor', id: exhibitor.id }} name={exhibitor.name} />
      </div>
    </>
  );
}
