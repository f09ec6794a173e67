import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../api';

/** What a page that could not load says, in words, with the way back. */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError();
  const missing = notFound || (error instanceof ApiError && error.status === 404) || isRouteErrorResponse(error);
  const message = notFound
    ? 'There is no office page at this address.'
    : error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : 'Something went wrong.';
  return (
    <div className="page">
      <h1 tabIndex={-1}>{missing ? 'Not found' : 'This page could not load'}</h1>
      <p role="alert" className="message message--error">
        {message}
      </p>
      <p>
        <Link to="/registrations">Go to the registrations</Link>
      </p>
    </div>
  );
}

/** While the first page's data loads. */
export function Loading() {
  return (
    <main id="main" className="office-main">
      <p role="status">Loading the office…</p>
    </main>
  );
}
