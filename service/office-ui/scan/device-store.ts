import { createStore, del, get, set, update } from 'idb-keyval';
import type { KnownScan, ScanDecision } from '~/features/gate/check-scan';
import type { Paired, QueuedScan } from './gate-api';
import type { HeldManifest } from './manifest-merge';

/**
 * What the phone keeps between visits, in IndexedDB (idb-keyval, as the site's outbox): its
 * pairing, the last manifest, the scans not sent yet, its own admissions (so a second scan is
 * refused offline) and the recent answers. Nothing here is a secret but the token, which only
 * lets this device read its gate's list and send scans, and which the office can revoke.
 */
const store = createStore('mybos-gate', 'device');

/** An answer shown, for the recent scans' list. */
export type Answered = { id: string; at: string; decision: ScanDecision };

const keep = { recent: 30, mine: 5000 };

export const readPairing = () => get<Paired>('pairing', store);
export const savePairing = (paired: Paired) => set('pairing', paired, store);

export const readManifest = () => get<HeldManifest>('manifest', store);
export const saveManifest = (manifest: HeldManifest) => set('manifest', manifest, store);

export const readQueue = async () => (await get<QueuedScan[]>('queue', store)) ?? [];
export const readMine = async () => (await get<KnownScan[]>('mine', store)) ?? [];
export const readRecent = async () => (await get<Answered[]>('recent', store)) ?? [];

/**
 * One scan done: queued to send, its admission kept as known, its answer first of the recent.
 * Each is an `update`, one IndexedDB transaction: two quick scans never lose one another.
 */
export async function recordScan(scan: QueuedScan, known: KnownScan | undefined, answered: Answered) {
  await update<QueuedScan[]>('queue', (queue = []) => [...queue, scan], store);
  if (known) await update<KnownScan[]>('mine', (mine = []) => [...mine, known].slice(-keep.mine), store);
  await update<Answered[]>('recent', (recent = []) => [answered, ...recent].slice(0, keep.recent), store);
}

/** The service has these: out of the queue. */
export const dropSent = (ids: readonly string[]) =>
  update<QueuedScan[]>('queue', (queue = []) => queue.filter((scan) => !ids.includes(scan.id)), store);

/**
 * Unpaired (revoked by the office): the next pairing starts clean but for the scans not sent
 * yet, which go with the next pairing's token: what happened at the gate is not lost.
 */
export async function forgetPairing() {
  await Promise.all(['pairing', 'manifest', 'mine', 'recent'].map((key) => del(key, store)));
}
