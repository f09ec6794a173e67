import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in step as the window changes. Returns `null` in the
 * prerendered HTML and during hydration, when the width is unknown, so the first client
 * render matches the static HTML; callers then render a layout that works at any width.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
