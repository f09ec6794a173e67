import { ContentSection } from '~/ui/content-section';
import { useContent } from '~/content/use-content';
import styles from './chairman-insight.module.css';

export function ChairmanMessage() {
  const chairman = useContent('chairman');
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
