import { Link } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import type { Edition } from '~/content/edition';
import styles from './exhibitor.module.css';

type CallToAction = Edition['exhibitorPerks']['callToAction'];

export function ExhibitorCallToAction({ callToAction }: { callToAction: CallToAction }) {
  const { heading, text, register, prospectus } = callToAction;
  const { newTab } = useRootContent().shell;
  return (
    <section aria-labelledby="exhibit-heading" className="container">
      <div className={styles.cta}>
        <div>
          <h2 id="exhibit-heading" className={styles.ctaHeading}>
            {heading}
          </h2>
          <p>{text}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to={register.path} className={styles.ctaPrimary}>
            {register.label}
          </Link>
          <a href={prospectus.href} className={styles.ctaSecondary} target="_blank" rel="noopener">
            {prospectus.label}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
