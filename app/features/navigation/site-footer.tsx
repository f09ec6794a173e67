import { Link } from 'react-router';
import { localizedPath } from '~/lib/lang';
import { Logo } from './logo';
import styles from './site-footer.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

export function SiteFooter() {
  const { site, shell, navigation } = useRootContent();
  const footerLinks = navigation.footer;
  const lang = useLang();
  const newTab = <span className="visually-hidden"> {shell.newTab}</span>;
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
            {shell.footer.contact}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${site.contact.generalEmail}`}>{site.contact.generalEmail}</a>
            </li>
            <li>
              <a href={site.contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
                WhatsApp {site.contact.whatsappNumberLabel}
                {newTab}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{shell.footer.followUs}</h2>
          <ul className={styles.list}>
            <li>
              <a href={site.social.instagram} target="_blank" rel="noopener noreferrer">
                Instagram{newTab}
              </a>
            </li>
            <li>
              <a href={site.social.facebook} target="_blank" rel="noopener noreferrer">
                Facebook{newTab}
              </a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {shell.footer.pages}
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
          © {site.edition.year} {site.organiser} {shell.footer.rights}
        </p>
        <Link to={localizedPath('/accessibility', lang)}>{shell.footer.accessibility}</Link>
      </div>
    </footer>
  );
}
