import { Link } from 'react-router';
import { localizedPath } from '~/lib/lang';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { MyShowLink } from '~/features/my-show/my-show-link';
import { OutboxStatus } from '~/features/outbox/outbox-status';
import { SearchButton } from '~/features/search/search-button';
import styles from './site-header.module.css';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';

export function SiteHeader() {
  const { site, shell } = useRootContent();
  const lang = useLang();
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <a href={site.contact.whatsappUrl} target="_blank" rel="noopener noreferrer" className={styles.stripLink}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4a.5.5 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z"
              />
            </svg>
            {shell.header.whatsapp}
            <span className="visually-hidden"> {shell.newTab}</span>
          </a>
          <a href={`mailto:${site.contact.generalEmail}`} className={styles.stripLink}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
              <path fill="currentColor" d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.8-7 4.5-7-4.5V17h14z" />
            </svg>
            {site.contact.generalEmail}
          </a>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to={localizedPath('/', lang)} className={styles.logo} aria-label={shell.header.home}>
            <Logo />
          </Link>
          <DesktopNav />
          <div className={styles.tools}>
            <SearchButton />
            <MyShowLink />
            <LanguageSwitch className={styles.language} />
          </div>
          <MobileNav />
        </div>
      </div>
      <OutboxStatus />
    </header>
  );
}
