import type { Edition } from '~/content/edition';
import { SectionHeading } from '~/ui/section-heading';
import section from './section.module.css';
import styles from './partners.module.css';

/** The partners' wordmarks, each named by the partner's name, with the role it plays. */
export function Partners({ copy, partners }: { copy: Edition['home']['partners']; partners: Edition['partners'] }) {
  return (
    <section className={`${section.section} ${styles.partners}`} aria-labelledby="partners-title">
      <div className="container">
        <SectionHeading id="partners-title" heading={copy.heading} lead={copy.lead} />
        <ul className={styles.grid}>
          {partners.map((partner) => (
            <li key={partner.id} className={styles.partner}>
              {/* Drawn from the shared sprite: an <img> per SVG would start a whole SVG document
                  for each wordmark (15-40 ms of main thread apiece on a phone). */}
              <svg role="img" aria-label={partner.name} width={240} height={80} className={styles.logo}>
                <use href={partner.logo} />
              </svg>
              <span className={styles.role}>{partner.role}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
