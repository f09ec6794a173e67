import { Link, useLocation } from 'react-router';
import { PageHeader } from '~/ui/page-header';
import { useLang } from '~/lib/use-lang';
import { loadPage } from '~/data/load-page';
import { localizedPath, revalidateOnLanguageChange } from '~/lib/lang';
import { useHydrated } from '~/lib/use-hydrated';
import styles from './offline.module.css';
import type { Route } from './+types/route';
import { buttonClass } from '~/ui/button';

// The service worker sends a visitor here (/offline?from=<path>) when the page they asked
// for is not on the device and there is no network.
export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'offline', ['offlinePage']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/** The page that was asked for: a path on this site only, never another origin. */
function requestedPath(search: string): string | undefined {
  const from = new URLSearchParams(search).get('from');
  return from && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

export default function Offline({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.content.offlinePage;
  const lang = useLang();
  const { search } = useLocation();
  const from = useHydrated() ? requestedPath(search) : undefined;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <div className={`container ${styles.actions}`}>
        {from ? (
          <a href={from} className={buttonClass('primary', { compact: true })}>
            {copy.tryAgain}
          </a>
        ) : null}
        <Link to={localizedPath('/', lang)} className={buttonClass('secondary', { compact: true })}>
          {copy.backHome}
        </Link>
      </div>
    </>
  );
}
