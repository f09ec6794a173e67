import { ContentSection } from '~/ui/content-section';
import { useContent } from '~/content/use-content';
import styles from './strategic.module.css';

export function AuthorityVision() {
  const { vision } = useContent('strategic');
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
