import { Link } from 'react-router';
import { useContent } from '~/content/use-content';
import styles from './exhibitor.module.css';

export function ExhibitorCallToAction() {
  const { heading, text, register, prospectus } = useContent('exhibitorPerks').callToAction;
  const { newTab } = useContent('shell');
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
