import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Loads the page's data again every `everyMs` while the tab is visible, and at once when it
 * becomes visible again: a hidden tab costs the service nothing, and a tab brought back shows
 * the numbers of now, not of when it was left. A refresh still running is not started again
 * (a slow network on the show's Wi-Fi). The page is drawn again with the new data in place:
 * no focus moves and nothing is announced.
 */
export function useLiveRefresh(everyMs: number, enabled = true) {
  const { revalidate } = useRevalidator();
  const running = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const visible = () => document.visibilityState === 'visible';
    const refresh = () => {
      if (!visible() || running.current) return;
      running.current = true;
      void revalidate().finally(() => {
        running.current = false;
      });
    };
    const start = () => {
      clearInterval(timer);
      timer = visible() ? setInterval(refresh, everyMs) : undefined;
    };
    const onVisibility = () => {
      if (visible()) refresh();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, enabled, revalidate]);
}
