import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './strategic.module.css';

export function Partnerships({ strategic }: { strategic: Edition['strategic'] }) {
  const { partnerships, launches } = strategic;
  return (
    <ContentSection id="partnerships" heading={partnerships.heading} intro={<p>{partnerships.intro}</p>}>
      <ul className={styles.cards}>
        {partnerships.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{launches.heading}</h3>
      <ol className={styles.launches}>
        {launches.items.map((item) => (
          <li key={item.title} className={styles.launch}>
            <h4>{item.title}</h4>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}
