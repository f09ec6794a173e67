import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { ChunkFailureGate } from '~/features/errors/chunk-failure-gate';
import { ErrorPage } from '~/features/errors/error-page';
import { UpdateNotice } from '~/features/offline/update-notice';
import { SiteFooter } from '~/features/navigation/site-footer';
import { SiteHeader } from '~/features/navigation/site-header';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import { editionOf } from './data/load-page';
import { rootData, shellDataPath } from './data/root-data';
import { langOfPath, localizedPath } from './lib/lang';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * The shell's words (header, menus, footer, error page, the header's search) in the URL's
 * language, at build time.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang, edition } = editionOf(url);
  return rootData(lang, edition, Date.now());
}

/**
 * The shell's words in the other language, when the visitor switches: from the shell file,
 * which the service worker keeps on the device, not from the next page's data file (which it
 * does not keep for a boat's or an exhibitor's page).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const response = await fetch(localizedPath(shellDataPath, lang));
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return (await response.json()) as ReturnType<typeof loader>;
}

// The shell only changes with the language; other navigations keep it (and unknown paths,
// which have no prerendered data, never ask for it).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname);

// Only the fallback and error pages use this; every route has its own meta.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.fallbackMeta ?? [];

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  // `<html data-hydrated>` once React has hydrated the page: effects run only after the whole
  // tree has committed, and this one, the outermost, after every other. The browser tests wait
  // for it before they click (e2e/support.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#061a33" />
        <Meta />
        <Links />
      </head>
      <body>
        <Shell>{children}</Shell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { shell } = useRootContent();
  return (
    <>
      <a href="#main" className="skip-link">
        {shell.skipLink}
      </a>
      <SiteHeader />
      {/* The site search indexes only this (scripts/search-index.ts): never the header or footer. */}
      <main id="main" tabIndex={-1} data-pagefind-body="">
        <ChunkFailureGate>{children}</ChunkFailureGate>
      </main>
      <SiteFooter />
      <UpdateNotice />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  const { site, shell } = useRootContent();
  return (
    <div className="container">
      <h1>{site.fullName}</h1>
      <p>{shell.loading}</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { errorPage } = useRootContent();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage detail={`${error.status} ${error.statusText || errorPage.genericError}`} />;
  }
  if (error instanceof Error) {
    return <ErrorPage detail={error.message} stack={import.meta.env.DEV ? error.stack : undefined} />;
  }
  return <ErrorPage detail={errorPage.unknownError} />;
}
