import { Link } from 'react-router';
import { ContentSection } from '~/components/content-section';
import { exhibitors, exhibitorSpotlights } from '~/content/exhibitors';
import { pages } from '~/content/pages';
import styles from './exhibitor.module.css';

const categoryOf = new Map<string, string>(exhibitors.map((exhibitor) => [exhibitor.name, exhibitor.category]));

/** Up to two initials for the wordmark badge: the fictional companies have no logos. */
function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

export function ExhibitorSpotlights() {
  return (
    <ContentSection
      id="spotlight"
      heading="Exhibitor spotlight"
      intro={
        <p>
          A few of the builders, charter houses and specialists you will meet at the show. The full line-up is on the{' '}
          <Link to={pages.exhibitorList.path}>exhibitor list</Link>.
        </p>
      }
    >
      <ul className={styles.spotlights}>
        {exhibitorSpotlights.map((spotlight) => (
          <li key={spotlight.name} className={styles.spotlight}>
            <div className={styles.spotlightTop}>
              <span className={styles.mark} aria-hidden="true">
                {initials(spotlight.name)}
              </span>
              <div>
                <h3 className={styles.spotlightName}>{spotlight.name}</h3>
                <p className={styles.category}>{categoryOf.get(spotlight.name)}</p>
              </div>
            </div>
            <p className={styles.tagline}>{spotlight.tagline}</p>
            <p>{spotlight.summary}</p>
            <p className={styles.atShow}>
              <strong>At the show: </strong>
              {spotlight.atTheShow}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
