import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { clearChunkFailure, getChunkFailure, subscribeToChunkFailure } from '~/lib/chunk-reload-guard';
import { ErrorPage } from './error-page';

/** Shows the error page instead of a blank route when a script chunk failed to load twice. */
export function ChunkFailureGate({ children }: { children: ReactNode }) {
  const failure = useSyncExternalStore(subscribeToChunkFailure, getChunkFailure, () => null);
  const navigation = useNavigation();
  // A new navigation is a fresh attempt: stop showing the old failure.
  useEffect(() => {
    if (navigation.state === 'loading') clearChunkFailure();
  }, [navigation.state]);
  return failure ? <ErrorPage detail={failure} /> : children;
}
