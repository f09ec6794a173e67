import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './strategic.module.css';

export function AuthorityVision({ vision }: { vision: Edition['strategic']['vision'] }) {
  return (
    <ContentSection id="vision" heading={vision.heading}>
      <div className={styles.vision}>
        <figure className={styles.quote}>
          <blockquote>
            <p>{vision.quote}</p>
          </blockquote>
          <figcaption>{vision.attribution}</figcaption>
        </figure>
        <div>
          {vision.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </ContentSection>
  );
}
