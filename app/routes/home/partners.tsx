import { useContent } from '~/components/use-content';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import styles from './partners.module.css';

/** The partners' wordmarks, each named by its alt text, with the role it plays. */
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
              <img
                src={partner.logo}
                alt={partner.name}
                width={240}
                height={80}
                loading="lazy"
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
