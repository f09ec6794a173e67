import { Link } from 'react-router';
import { footerLinks } from '~/content/navigation';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { Logo } from './logo';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-show">
          <Logo inverted />
          <h2 id="footer-show" className={styles.title}>
            {site.fullName}
          </h2>
          <p className={styles.text}>
            {site.edition.datesLabel}
            <br />
            {site.venue.label}, {site.venue.country}
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${site.contact.generalEmail}`}>{site.contact.generalEmail}</a>
            </li>
            <li>
              <a href={site.contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
                WhatsApp {site.contact.whatsappNumberLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>Follow us</h2>
          <ul className={styles.list}>
            <li>
              <a href={site.social.instagram} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={site.social.facebook} target="_blank" rel="noopener noreferrer">
                Facebook<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            Plan your visit
          </h2>
          <ul className={styles.list}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.legal}`}>
        <p>
          © {site.edition.year} {site.organiser} All rights reserved.
        </p>
        <Link to={pages.accessibility.path}>Accessibility statement</Link>
      </div>
    </footer>
  );
}
