import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './exhibitor.module.css';

export function ExhibitorPerks({ exhibitorPerks }: { exhibitorPerks: Edition['exhibitorPerks'] }) {
  const { benefits, perks } = exhibitorPerks;
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
