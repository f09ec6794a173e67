import { ResponsiveImage } from '~/components/responsive-image';
import { useContent } from '~/components/use-content';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import styles from './partners.module.css';

/** The partners' wordmarks, each named by the partner's name, with the role it plays. */
export function Partners() {
  const copy = useContent('home').partners;
  const partners = useContent('partners');
  return (
    <section className={`${section.section} ${styles.partners}`} aria-labelledby="partners-title">
      <div className="container">
        <SectionHeading id="partners-title" heading={copy.heading} lead={copy.lead} />
        <ul className={styles.grid}>
          {partners.map((partner) => (
            <li key={partner.id} className={styles.partner}>
              <ResponsiveImage
                image={{ picture: partner.logo, alt: partner.name }}
                sizes="(max-width: 480px) calc(50vw - 3rem), 12rem"
                className={styles.logo}
              />
              <span className={styles.role}>{partner.role}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
