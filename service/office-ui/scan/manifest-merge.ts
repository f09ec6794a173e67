import type { Manifest } from './gate-api';

/**
 * The phone's list, kept up to date by what is new (issue #50: "it refreshes whenever it has a
 * signal"). A full manifest each minute would be megabytes of names over one bar of signal, so
 * the phone asks for what was issued or scanned since its last one (`?since=`, a little before
 * it: a registration stored while the last was being read is not missed) and merges it here.
 * Every half hour, and on a new day, it takes the whole list again, which also drops what the
 * office revoked or changed meanwhile.
 */
export const fullEveryMs = 30 * 60_000;
/** How far before the last manifest the next asks from: a transaction's time, with room. */
export const overlapMs = 2 * 60_000;

/** A manifest as the phone holds it: the service's, with when it last took the whole list. */
export type HeldManifest = Manifest & { fullAt: string };

/** The `since` to ask with, or undefined when the whole list is due. */
export function sinceFor(held: HeldManifest | undefined, day: string, now: Date): string | undefined {
  if (!held || held.day !== day) return undefined;
  if (now.getTime() - Date.parse(held.fullAt) >= fullEveryMs) return undefined;
  return new Date(Date.parse(held.generatedAt) - overlapMs).toISOString();
}

/** `fetched` into `held`: a whole list replaces it; what is new is added, once. */
export function mergeManifest(held: HeldManifest | undefined, fetched: Manifest): HeldManifest {
  if (!fetched.since || !held || held.day !== fetched.day) return { ...fetched, fullAt: fetched.generatedAt };
  const revoked = new Set(fetched.revoked);
  const passes = new Map(held.passes.map((pass) => [pass.id, pass]));
  for (const pass of fetched.passes) passes.set(pass.id, pass);
  const scanKey = (scan: Manifest['scans'][number]) => `${scan.passId}|${scan.device}|${scan.scannedAt}`;
  const known = new Set(held.scans.map(scanKey));
  const merged: HeldManifest = {
    ...fetched,
    passes: [...passes.values()].filter((pass) => !revoked.has(pass.id)),
    scans: [...held.scans, ...fetched.scans.filter((scan) => !known.has(scanKey(scan)))],
    fullAt: held.fullAt,
  };
  // What it holds now is the whole list again, not a part of one.
  delete merged.since;
  return merged;
}
