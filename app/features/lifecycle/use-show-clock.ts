import { useCallback, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

// Phases and registration windows turn on the minute; a quarter-minute check is close enough,
// and a form checks again at the moment it is submitted.
const checkEveryMs = 15_000;
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, checkEveryMs);
  return () => window.clearInterval(timer);
}

/** When the page was prerendered (the root loader's `builtAt`): what its HTML shows. */
export function useBuiltAt(): number {
  const root = useRouteLoaderData('root') as { builtAt?: number } | undefined;
  return root?.builtAt ?? 0;
}

/**
 * What `decide` says of the show's clock: at build time in the prerendered HTML and while
 * hydrating (so the two agree), then at the visitor's own time, checked every 15 s. `decide`
 * returns a string so that an unchanged answer renders nothing anew.
 */
export function useShowClock<Answer extends string>(decide: (at: number) => Answer): Answer {
  const builtAt = useBuiltAt();
  const now = useCallback(() => decide(Date.now()), [decide]);
  const atBuild = useCallback(() => decide(builtAt), [decide, builtAt]);
  return useSyncExternalStore(subscribe, now, atBuild);
}
