import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './chairman-insight.module.css';

export function ChairmanMessage({ chairman }: { chairman: Edition['chairman'] }) {
  const { message } = chairman;
  return (
    <ContentSection id="message" heading={message.heading}>
      <figure className={styles.letter}>
        <blockquote className={styles.prose}>
          {message.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={styles.signature}>
          <span className={styles.name}>{chairman.name}</span>
          <span>{chairman.role}</span>
        </figcaption>
      </figure>
    </ContentSection>
  );
}
