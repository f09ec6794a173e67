import { ContentSection } from '~/ui/content-section';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { Edition } from '~/content/edition';
import styles from './introduction.module.css';

type MarinaProfilesProps = { introduction: Edition['introduction']; marinas: Edition['marinas'] };

export function MarinaProfiles({ introduction, marinas }: MarinaProfilesProps) {
  return (
    <ContentSection
      id="marinas"
      heading={introduction.marinasHeading}
      intro={<p>{introduction.marinasIntro}</p>}
      tone="alt"
    >
      <ul className={styles.marinas}>
        {marinas.map((marina) => (
          <li key={marina.name} className={styles.marina}>
            <ResponsiveImage
              image={marina.image}
              sizes="(min-width: 1152px) 368px, (min-width: 900px) 31vw, calc(100vw - 3rem)"
              className={styles.marinaImage}
            />
            <div className={styles.marinaBody}>
              <h3>{marina.name}</h3>
              <p className={styles.location}>{marina.location}</p>
              <p>{marina.summary}</p>
              <dl className={styles.figures}>
                {marina.figures.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label}</dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
