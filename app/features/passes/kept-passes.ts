import { readPassToken, type ReadPass } from './pass-token';

/**
 * The passes kept on this device: every pass opened on the pass page, and those a registration's
 * confirmation hands over, so they open again from My Show without a connection. Stored as their
 * tokens in localStorage (what they say is read from the tokens again). No React here: the
 * outbox keeps the passes of a registration it sends later (use-kept-passes.ts is the hook).
 * Storage refused (disabled, full): they last the visit. Nothing here throws.
 */

/** A kept pass: its id (the token's `jti`), its token and what it says. */
export type KeptPass = ReadPass & { id: string };

export const keptPassesKey = 'mybos:passes';
const storageVersion = 1;

const none: readonly KeptPass[] = [];

/** The passes a stored value holds: each readable token once (by pass id, first kept first), nothing else. */
export function parseKeptPasses(raw: string | null): KeptPass[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  const tokens =
    typeof stored === 'object' && stored !== null && 'tokens' in stored && Array.isArray(stored.tokens)
      ? (stored.tokens as unknown[])
      : [];
  return withPasses([], tokens);
}

/** `kept` and then every pass of `tokens` it lacks: damaged tokens and repeated ids are left out. */
function withPasses(kept: readonly KeptPass[], tokens: readonly unknown[]): KeptPass[] {
  const passes = [...kept];
  const ids = new Set(kept.map((pass) => pass.id));
  for (const token of tokens) {
    if (typeof token !== 'string') continue;
    const claims = readPassToken(token);
    if (!claims || ids.has(claims.jti)) continue;
    ids.add(claims.jti);
    passes.push({ id: claims.jti, token, claims });
  }
  return passes;
}

export const serializeKeptPasses = (passes: readonly KeptPass[]) =>
  JSON.stringify({ version: storageVersion, tokens: passes.map((pass) => pass.token) });

const listeners = new Set<() => void>();
let cached: { raw: string | null; passes: readonly KeptPass[] } = { raw: null, passes: none };
/** Used instead of storage when the browser refuses it: the passes last the visit. */
let unstored: readonly KeptPass[] | undefined;

function read(): readonly KeptPass[] {
  if (unstored) return unstored;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(keptPassesKey);
  } catch {
    return none;
  }
  if (raw !== cached.raw) cached = { raw, passes: parseKeptPasses(raw) };
  return cached.passes;
}

function write(passes: readonly KeptPass[]) {
  try {
    window.localStorage.setItem(keptPassesKey, serializeKeptPasses(passes));
    unstored = undefined;
  } catch {
    unstored = passes;
  }
  for (const listener of listeners) listener();
}

const inBrowser = () => typeof window !== 'undefined';

/**
 * Keeps these passes on the device, after those already kept; a pass already kept (by its id)
 * or a token that is not a whole pass is skipped. For the pass page and a registration's
 * confirmation (the service's `passes[].url` carries each token after `#`).
 */
export function keepPasses(tokens: readonly string[]): void {
  if (!inBrowser()) return;
  const kept = read();
  const next = withPasses(kept, tokens);
  if (next.length !== kept.length) write(next);
}

/** The passes kept on this device, in the order they were kept. */
export function keptPasses(): KeptPass[] {
  return inBrowser() ? [...read()] : [];
}

/** Removes a kept pass from this device, by its id (`jti`). */
export function forgetPass(id: string): void {
  if (!inBrowser()) return;
  const kept = read();
  const next = kept.filter((pass) => pass.id !== id);
  if (next.length !== kept.length) write(next);
}

/** Calls `onChange` when the kept passes change, in this tab or another (storage event). */
export function subscribeToKeptPasses(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === keptPassesKey || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The kept passes as they are now, the same array until they change (for useSyncExternalStore). */
export const currentKeptPasses = (): readonly KeptPass[] => read();

/** None: what the prerendered page and hydration show. */
export const noKeptPasses: readonly KeptPass[] = none;
