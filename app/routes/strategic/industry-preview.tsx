import { Link } from 'react-router';
import { ContentSection } from '~/components/content-section';
import { conference } from '~/content/conference';
import { pages } from '~/content/pages';
import { strategic } from '~/content/strategic';
import styles from './strategic.module.css';

export function IndustryPreview() {
  const { industry } = strategic;
  return (
    <ContentSection id="industry" heading={industry.heading} intro={<p>{industry.intro}</p>} tone="alt">
      <div className={styles.preview}>
        <div>
          <h3>{conference.name}</h3>
          <p className={styles.when}>
            {conference.dateLabel}, {conference.timeLabel} · {conference.venue}
          </p>
          <ul className={styles.ticks}>
            {industry.preview.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          <Link to={pages.conference.path} className={styles.button}>
            See the conference programme
          </Link>
          <Link to={pages.exhibitorList.path} className={styles.buttonGhost}>
            Browse the exhibitor list
          </Link>
        </div>
      </div>
    </ContentSection>
  );
}
