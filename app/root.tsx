import './styles/fonts.css';
import './styles/tokens.css';
import './styles/global.css';

import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { ChunkFailureGate } from './components/chunk-failure-gate';
import { ErrorPage } from './components/error-page';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { skipLinkLabel } from './content/navigation';
import { errorPage } from './content/pages';
import { site } from './content/site';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

// Only the fallback and error pages use this; every route has its own meta.
export const meta: Route.MetaFunction = () => [
  { title: `${site.fullName} ${site.edition.year}` },
  { name: 'description', content: `${site.fullName}, ${site.edition.datesLabel}, ${site.venue.label}.` },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#061a33" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {skipLinkLabel}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <ChunkFailureGate>{children}</ChunkFailureGate>
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <div className="container">
      <h1>{site.fullName}</h1>
      <p>{errorPage.loading}</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorPage detail={`${error.status} ${error.statusText || 'Error'}`} />;
  }
  if (error instanceof Error) {
    return <ErrorPage detail={error.message} stack={import.meta.env.DEV ? error.stack : undefined} />;
  }
  return <ErrorPage detail={errorPage.unknownError} />;
}
