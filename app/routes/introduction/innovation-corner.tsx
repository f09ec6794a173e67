import { ContentSection } from '~/ui/content-section';
import { useContent } from '~/content/use-content';
import styles from './introduction.module.css';

export function InnovationCorner() {
  const { innovation } = useContent('introduction');
  return (
    <ContentSection id="innovation" heading={innovation.heading} intro={<p>{innovation.intro}</p>}>
      <ul className={styles.innovations}>
        {innovation.items.map((item) => (
          <li key={item.title} className={styles.innovation}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
