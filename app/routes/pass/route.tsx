import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useRootContent } from '~/content/use-root-content';
import { editionOf, loadPage } from '~/data/load-page';
import { keepPasses } from '~/features/passes/kept-passes';
import { passWords, tripTimeLabels } from '~/features/passes/pass-summary';
import { passOfHash } from '~/features/passes/pass-token';
import { WalletButtons } from '~/features/passes/wallet-buttons';
import { localizedPath, revalidateOnLanguageChange } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { buttonClass } from '~/ui/button';
import { PassCard } from './pass-card';
import type { Route } from './+types/route';
import styles from './pass.module.css';

// A pass from its link, `/pass#<token>` (`/ms/pass#…`), as the registrations service writes it
// (service/passes/claims.ts): the token is in the fragment, which no request carries, so it
// reaches neither a server's logs nor a Referer. The page is prerendered once, without a pass;
// the browser reads the token after hydration. Not in the sitemap, the search or the menus, and
// `noindex` (app/data/load-page.ts). The service worker precaches it like every page, so a link
// opens offline once the site has been visited.
export function loader({ url }: Route.LoaderArgs) {
  const { edition } = editionOf(url);
  return { ...loadPage(url, 'pass', ['passes']), tripTimes: tripTimeLabels(edition.cruises) };
}
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

// The fragment, read again when it changes (a second pass's link opened in the same tab). A
// client navigation (the language switch keeps the fragment) re-renders the page, which reads
// it then. `null` in the prerendered page and during hydration: the pass is not known there.
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;
const noHashYet = () => null;

export default function Pass({ loaderData }: Route.ComponentProps) {
  const root = useRootContent();
  const lang = useLang();
  const copy = loaderData.content.passes;
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHashYet);
  const reading = useMemo(() => (hash === null ? undefined : passOfHash(hash)), [hash]);
  const token = reading?.status === 'read' ? reading.pass.token : undefined;

  // A pass once opened stays on the device, for My Show and for opening offline.
  useEffect(() => {
    if (token) keepPasses([token]);
  }, [token]);

  const myShowLink = (
    <Link to={localizedPath('/my-show', lang)} className={styles.myShowLink}>
      {copy.myShowLink}
    </Link>
  );

  if (reading?.status === 'read') {
    return (
      <div className={`container ${styles.page}`}>
        <PassCard pass={reading.pass} words={passWords(root, copy, loaderData.tripTimes)} site={root.site} />
        <div className={styles.actions}>
          <button type="button" className={buttonClass('primary', { compact: true })} onClick={() => window.print()}>
            {copy.print}
          </button>
          {/* Only where the organisers' wallet accounts are configured in the service, and online. */}
          <WalletButtons
            token={reading.pass.token}
            labels={{ google: copy.addToGoogleWallet, apple: copy.addToAppleWallet }}
          />
          <p className={styles.kept}>{copy.kept}</p>
          {myShowLink}
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.pass} ${reading ? '' : styles.opening}`} aria-labelledby="pass-title">
        <h1 id="pass-title" className={styles.title}>
          {loaderData.page.heading}
        </h1>
        <p role="status" className={styles.message}>
          {reading === undefined ? copy.loading : reading.status === 'missing' ? copy.missing : copy.damaged}
        </p>
        {reading ? myShowLink : null}
      </section>
    </div>
  );
}
