import { Link } from 'react-router';
import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './strategic.module.css';
import { buttonClass } from '~/ui/button';

type IndustryPreviewProps = { industry: Edition['strategic']['industry']; conference: Edition['conference'] };

export function IndustryPreview({ industry, conference }: IndustryPreviewProps) {
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
          <Link to={industry.conferenceLink.path} className={buttonClass('primary')}>
            {industry.conferenceLink.label}
          </Link>
          <Link to={industry.exhibitorListLink.path} className={buttonClass('secondary')}>
            {industry.exhibitorListLink.label}
          </Link>
        </div>
      </div>
    </ContentSection>
  );
}
