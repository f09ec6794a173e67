/** How long the page's own network must have been quiet before deferred work may start. */
const quietMs = 2000;

/**
 * Runs `callback` once the page has loaded, its own network has been quiet for `quietMs`
 * (images that arrive late restart the wait) and the browser is idle. A first visit's
 * precache is over a megabyte: started at `load`, it took the bandwidth of the images still
 * arriving on a weak signal and, on a two-core phone, the CPU of the page's first paint. The
 * outbox code waits for the same moment when nothing is waiting to be sent.
 */
// One watch per page, however many callers (the service worker, the outbox) wait on it; a
// caller that comes after the page has settled runs at once.
let waiting: Array<() => void> | undefined;
let hasSettled = false;

export function afterPageSettles(callback: () => void) {
  if (hasSettled) return callback();
  if (waiting) return void waiting.push(callback);
  const callbacks = [callback];
  waiting = callbacks;
  const settled = () => {
    hasSettled = true;
    waiting = undefined;
    for (const each of callbacks) each();
  };
  let lastActivity = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      lastActivity = Math.max(lastActivity, (entry as PerformanceResourceTiming).responseEnd);
    }
  });
  observer.observe({ type: 'resource' });
  const check = () => {
    const quietFor = performance.now() - lastActivity;
    if (quietFor < quietMs) {
      setTimeout(check, quietMs - quietFor);
      return;
    }
    observer.disconnect();
    if ('requestIdleCallback' in window) requestIdleCallback(settled, { timeout: quietMs });
    else settled();
  };
  const afterLoad = () => {
    lastActivity = performance.now();
    setTimeout(check, quietMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
