import { useEffect, useState } from 'react';
import { afterPageSettles } from '~/lib/after-page-settles';
import { loadOutbox } from './load-outbox';
import { onOutboxHint, outboxHoldsEntries, outboxMayHoldWork } from './outbox-hint';

export type OutboxCode = Awaited<ReturnType<typeof loadOutbox>>;
export type LoadedOutbox = { code: OutboxCode; sendAtOnce: boolean };

/**
 * The outbox code, once loaded: at once when a registration may be waiting (the hint), so
 * nearly every visit does without it. Once the page has settled, the outbox's database is
 * also looked at directly, in case a registration waits without the hint (storage cleared
 * in part, or an outbox from before the hint existed).
 */
export function useOutboxCode() {
  const [loaded, setLoaded] = useState<LoadedOutbox | null>(null);
  useEffect(() => {
    let alive = true;
    let loading = false;
    // `sendAtOnce` is false when a send has just failed (a registration was queued here or in
    // another tab): the retry then waits for the timer, the network or the next page.
    const load = (sendAtOnce: boolean) => {
      if (loading || !alive) return;
      loading = true;
      loadOutbox().then(
        (code) => {
          if (alive) setLoaded({ code, sendAtOnce });
        },
        (error: unknown) => {
          // Tried again when a registration is queued, or back online if one may wait.
          loading = false;
          console.warn('Registrations kept on this device cannot be checked yet.', error);
        },
      );
    };
    const loadIfHinted = () => {
      if (outboxMayHoldWork()) load(true);
    };
    const stopHint = onOutboxHint(() => load(false));
    window.addEventListener('online', loadIfHinted);
    loadIfHinted();
    afterPageSettles(() => {
      void outboxHoldsEntries().then((holds) => {
        if (holds) load(true);
      });
    });
    return () => {
      alive = false;
      stopHint();
      window.removeEventListener('online', loadIfHinted);
    };
  }, []);
  return loaded;
}
