import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { clearChunkFailure, getChunkFailure, subscribeToChunkFailure } from '~/lib/chunk-reload-guard';
import { ErrorPage } from './error-page';

/** Shows the error page instead of a blank route when a script chunk failed to load twice. */
export function ChunkFailureGate({ children }: { children: ReactNode }) {
  const failure = useSyncExternalStore(subscribeToChunkFailure, getChunkFailure, () => null);

  // A new navigation (a followed link, Back or Forward) is a fresh attempt. Router state is
  // no use here: an aborted chunk fails before React even renders the navigation's start.
  useEffect(() => {
    if (!failure) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clearChunkFailure();
    };
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', clearChunkFailure);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', clearChunkFailure);
    };
  }, [failure]);

  return failure ? <ErrorPage detail={failure} /> : children;
}
