import { ContentSection } from '~/ui/content-section';
import { useContent } from '~/content/use-content';
import styles from './exhibitor.module.css';

export function ExhibitorPerks() {
  const { benefits, perks } = useContent('exhibitorPerks');
  return (
    <ContentSection id="benefits" heading={benefits.heading} intro={<p>{benefits.intro}</p>} tone="alt">
      <ul className={styles.perks}>
        {perks.map((perk) => (
          <li key={perk.title} className={styles.perk}>
            <h3>{perk.title}</h3>
            <p>{perk.detail}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
