import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './introduction.module.css';

export function AboutShow({ introduction }: { introduction: Edition['introduction'] }) {
  const { about, facts } = introduction;
  return (
    <ContentSection id="about" heading={about.heading}>
      <div className={styles.aboutGrid}>
        <div className={styles.prose}>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </ContentSection>
  );
}
