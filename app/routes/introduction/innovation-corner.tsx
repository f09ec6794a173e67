import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './introduction.module.css';

export function InnovationCorner({ innovation }: { innovation: Edition['introduction']['innovation'] }) {
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
