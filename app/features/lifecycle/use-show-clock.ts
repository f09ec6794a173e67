import { useCallback, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

// Phases and registration windows turn on the minute; a quarter-minute check is close enough,
// and a form checks again at the moment it is submitted.
// One timer for the page, however many controls ask (the schedule has dozens).
const checkEveryMs = 15_000;
const listeners = new Set<() => void>();
let timer: number | undefined;
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  timer ??= window.setInterval(() => listeners.forEach((listener) => listener()), checkEveryMs);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
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
