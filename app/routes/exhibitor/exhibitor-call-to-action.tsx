import { Link } from 'react-router';
import { exhibitorCallToAction } from '~/content/exhibitor-perks';
import { pages } from '~/content/pages';
import styles from './exhibitor.module.css';

export function ExhibitorCallToAction() {
  const { heading, text, prospectus } = exhibitorCallToAction;
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
          <Link to={pages.exhibitorRegistration.path} className={styles.ctaPrimary}>
            Register as an exhibitor
          </Link>
          <a href={prospectus.href} className={styles.ctaSecondary} target="_blank" rel="noopener">
            {prospectus.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
