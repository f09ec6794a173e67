import { ContentSection } from '~/components/content-section';
import { exhibitorPerks } from '~/content/exhibitor-perks';
import styles from './exhibitor.module.css';

export function ExhibitorPerks() {
  return (
    <ContentSection
      id="benefits"
      heading="Exhibitor benefits"
      intro={<p>Every exhibitor receives, with their booth:</p>}
      tone="alt"
    >
      <ul className={styles.perks}>
        {exhibitorPerks.map((perk) => (
          <li key={perk.title} className={styles.perk}>
            <h3>{perk.title}</h3>
            <p>{perk.detail}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
