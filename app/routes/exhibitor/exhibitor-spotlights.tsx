import { Link } from 'react-router';
import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './exhibitor.module.css';

/** Up to two initials for the wordmark badge: the fictional companies have no logos. */
function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

export function ExhibitorSpotlights({ exhibitors }: { exhibitors: Edition['exhibitors'] }) {
  const { all, spotlights, spotlightSection } = exhibitors;
  const { heading, intro, atTheShow } = spotlightSection;
  const categoryOf = new Map<string, string>(all.map((exhibitor) => [exhibitor.name, exhibitor.category]));
  return (
    <ContentSection
      id="spotlight"
      heading={heading}
      intro={
        <p>
          {intro.before}
          <Link to={intro.path}>{intro.label}</Link>
          {intro.after}
        </p>
      }
    >
      <ul className={styles.spotlights}>
        {spotlights.map((spotlight) => (
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
              <strong>{atTheShow}</strong>
              {spotlight.atTheShow}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
