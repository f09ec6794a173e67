import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in prerendered HTML and during hydration, true from the first client render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
