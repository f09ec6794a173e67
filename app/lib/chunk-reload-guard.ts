/**
 * A stale deploy leaves old pages pointing at script chunks that no longer exist. React
 * Router reloads the page when a route module fails to load, and Vite fires
 * `vite:preloadError` for our own lazy chunks; on its own either can reload forever. This
 * guard allows one reload; a second failure soon after is published as a message
 * ("Loading chunk failed (…)") that the layout shows as the error page, instead of
 * reloading again.
 */

const STORAGE_KEY = 'mybos:chunk-reload-at';
/** A failure this soon after our reload is the same failure, not a new deploy. */
const RETRY_WINDOW_MS = 30_000;

let failure: string | null = null;
/** Lazy imports in flight whose caller handles a failure itself (see `withoutReload`). */
let selfHandled = 0;
const listeners = new Set<() => void>();

function publish(message: string | null) {
  failure = message;
  for (const listener of listeners) listener();
}

export function subscribeToChunkFailure(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getChunkFailure = () => failure;
export const clearChunkFailure = () => failure !== null && publish(null);

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(at) && now - at < RETRY_WINDOW_MS;
  } catch {
    return false;
  }
}

function rememberReload(now: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Storage can be unavailable (private mode): we then reload once per failure, like React Router.
  }
}

/**
 * Runs a lazy import whose failure the caller handles (a form that keeps what was typed and
 * says the registration was not sent): a reload would throw the visitor's input away.
 */
export async function withoutReload<T>(load: () => Promise<T>): Promise<T> {
  selfHandled += 1;
  try {
    return await load();
  } finally {
    selfHandled -= 1;
  }
}

export function describeFailure(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return String(reason);
}

export function installChunkReloadGuard() {
  // React Router logs `Error loading route module …` and then the error, then reloads. The
  // only hook it leaves is that log: on a repeated failure we throw from it, which skips the
  // reload (React Router then renders the route without a component) and publish why.
  const originalError = console.error.bind(console);
  let failingModule: string | null = null;
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith('Error loading route module')) {
      failingModule = first;
    } else if (failingModule) {
      const message = failingModule;
      failingModule = null;
      const now = Date.now();
      if (reloadedRecently(now)) {
        originalError(message, first);
        const why = `Loading chunk failed (${describeFailure(first)}).`;
        publish(why);
        throw new Error(why);
      }
      rememberReload(now);
    }
    originalError(...args);
  };

  window.addEventListener('vite:preloadError', (event) => {
    // Not prevented, Vite rethrows the error to the caller.
    if (selfHandled > 0) return;
    const now = Date.now();
    if (reloadedRecently(now)) {
      publish(`Loading chunk failed (${describeFailure(event.payload)}).`);
      return;
    }
    event.preventDefault();
    rememberReload(now);
    window.location.reload();
  });
}
