import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkScan,
  decide,
  type GatePass,
  type GatePlace,
  type KnownScan,
  type ScanDecision,
} from '~/features/gate/check-scan';
import { showDayOf } from '../../office/office-index';
import {
  dropSent,
  forgetPairing,
  readManifest,
  readMine,
  readPairing,
  readQueue,
  readRecent,
  recordScan,
  saveManifest,
  savePairing,
  type Answered,
} from './device-store';
import { CodeNotValid, fetchManifest, NotPaired, pair, scansPerRequest, sendScans, type Paired } from './gate-api';
import { mergeManifest, sinceFor, type HeldManifest } from './manifest-merge';

/**
 * The gate phone's state and its work in the background (issue #50): the pairing, the
 * manifest refreshed whenever there is a signal, the decision on each scan made here and now
 * with what the phone holds (no network needed), and the queue of scans sent when it can be.
 */

/** How often the queue is tried while scans wait, and the manifest refreshed. */
export const sendEveryMs = 15_000;
export const refreshEveryMs = 60_000;

export type GateState =
  | { phase: 'loading' }
  | { phase: 'unpaired'; revoked: boolean }
  | {
      phase: 'paired';
      pairing: Paired;
      manifest: HeldManifest | undefined;
      waiting: number;
      online: boolean;
      recent: Answered[];
    };

export const placeOfDevice = (device: Paired['device']): GatePlace =>
  device.gate === 'trip'
    ? { gate: 'trip', trip: device.trip ?? '' }
    : { gate: 'hall', direction: device.direction === 'out' ? 'out' : 'in' };

/** The pass text in what was scanned or typed: a pass's link carries it after `#`. */
export const tokenIn = (text: string) => {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  return hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
};

export function useGateDevice() {
  const [state, setState] = useState<GateState>({ phase: 'loading' });
  const pairingRef = useRef<Paired | undefined>(undefined);
  const manifestRef = useRef<HeldManifest | undefined>(undefined);
  // What each scan decides with, kept in memory: the manifest's revoked ids as a set, built once
  // per list, and the phone's own admissions (also in IndexedDB, read once at start).
  const revokedRef = useRef<ReadonlySet<string>>(new Set());
  const mineRef = useRef<KnownScan[]>([]);
  const hold = useCallback((manifest: HeldManifest | undefined) => {
    manifestRef.current = manifest;
    revokedRef.current = new Set(manifest?.revoked);
  }, []);
  const sending = useRef(false);

  const unpaired = useCallback(
    async (revoked: boolean) => {
      pairingRef.current = undefined;
      hold(undefined);
      if (revoked) {
        mineRef.current = [];
        await forgetPairing();
      }
      setState({ phase: 'unpaired', revoked });
    },
    [hold],
  );

  const patch = useCallback((changes: Partial<Extract<GateState, { phase: 'paired' }>>) => {
    setState((current) => (current.phase === 'paired' ? { ...current, ...changes } : current));
  }, []);

  /** Handles what every call may answer: not paired any more, or no signal. */
  const guarded = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      try {
        const result = await work();
        patch({ online: true });
        return result;
      } catch (error) {
        if (error instanceof NotPaired) await unpaired(true);
        else patch({ online: false });
        return undefined;
      }
    },
    [patch, unpaired],
  );

  const sendQueue = useCallback(async () => {
    const pairing = pairingRef.current;
    if (!pairing || sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const queue = await readQueue();
        if (queue.length === 0) break;
        const sent = await guarded(() => sendScans(pairing.token, queue.slice(0, scansPerRequest)));
        if (!sent) break;
        await dropSent(sent);
      }
    } finally {
      sending.current = false;
      if (pairingRef.current) patch({ waiting: (await readQueue()).length });
    }
  }, [guarded, patch]);

  const refresh = useCallback(async () => {
    const pairing = pairingRef.current;
    if (!pairing) return;
    const held = manifestRef.current;
    // The phone's own clock says which show day it is, in the show's time zone (once known).
    const now = new Date();
    const day = held ? showDayOf(now.toISOString(), held.utcOffset) : undefined;
    let fetched = await guarded(() => fetchManifest(pairing.token, day, day ? sinceFor(held, day, now) : undefined));
    if (fetched && !day) {
      const today = showDayOf(now.toISOString(), fetched.utcOffset);
      if (today !== fetched.day) fetched = await guarded(() => fetchManifest(pairing.token, today));
    }
    if (!fetched || pairingRef.current !== pairing) return;
    const manifest = mergeManifest(manifestRef.current, fetched);
    hold(manifest);
    await saveManifest(manifest);
    patch({ manifest });
  }, [guarded, patch, hold]);

  const start = useCallback(
    async (pairing: Paired) => {
      pairingRef.current = pairing;
      hold(await readManifest());
      mineRef.current = await readMine();
      setState({
        phase: 'paired',
        pairing,
        manifest: manifestRef.current,
        waiting: (await readQueue()).length,
        online: navigator.onLine,
        recent: await readRecent(),
      });
      await refresh();
      await sendQueue();
    },
    [refresh, sendQueue, hold],
  );

  useEffect(() => {
    void (async () => {
      const pairing = await readPairing();
      if (pairing) await start(pairing);
      else setState({ phase: 'unpaired', revoked: false });
    })();
  }, [start]);

  useEffect(() => {
    if (state.phase !== 'paired') return;
    const online = () => {
      patch({ online: true });
      void refresh().then(sendQueue);
    };
    const offline = () => patch({ online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const sender = window.setInterval(() => void sendQueue(), sendEveryMs);
    const refresher = window.setInterval(() => void refresh(), refreshEveryMs);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearInterval(sender);
      window.clearInterval(refresher);
    };
  }, [state.phase, patch, refresh, sendQueue]);

  /** Trades a code for this phone's token; throws CodeNotValid or NoAnswer for the form to say. */
  const pairWith = useCallback(
    async (code: string) => {
      const paired = await pair(code);
      await savePairing(paired);
      await start(paired);
    },
    [start],
  );

  /**
   * The answer for a scanned text or a pass the search found, decided here with what the phone
   * holds; queued to send, and kept as known so a second scan is refused offline.
   */
  const answer = useCallback(
    async (input: { text: string } | { pass: GatePass }): Promise<Answered | undefined> => {
      const pairing = pairingRef.current;
      const manifest = manifestRef.current;
      if (!pairing || !manifest) return undefined;
      const place = placeOfDevice(pairing.device);
      const scannedAt = new Date().toISOString();
      const day = showDayOf(scannedAt, manifest.utcOffset);
      const context = {
        keys: manifest.keys,
        revoked: revokedRef.current,
        place,
        day,
        known: [...manifest.scans, ...mineRef.current],
      };
      const decision: ScanDecision =
        'text' in input ? await checkScan(tokenIn(input.text), context) : decide(input.pass, context);
      const id = crypto.randomUUID();
      const known: KnownScan | undefined =
        decision.outcome === 'admitted'
          ? {
              passId: decision.passId,
              device: pairing.device.name,
              gate: place.gate,
              direction: place.gate === 'hall' ? place.direction : null,
              trip: place.gate === 'trip' ? place.trip : null,
              scannedAt,
              day,
            }
          : undefined;
      if (known) mineRef.current = [...mineRef.current, known];
      const answered: Answered = { id, at: scannedAt, decision };
      await recordScan(
        {
          id,
          passId: decision.passId ?? null,
          outcome: decision.outcome,
          reason: decision.outcome === 'refused' ? decision.reason : null,
          scannedAt,
        },
        known,
        answered,
      );
      setState((current) =>
        current.phase === 'paired'
          ? { ...current, waiting: current.waiting + 1, recent: [answered, ...current.recent].slice(0, 30) }
          : current,
      );
      void sendQueue();
      if (day !== manifest.day) void refresh();
      return answered;
    },
    [refresh, sendQueue],
  );

  return { state, pairWith, answer, refresh };
}

export { CodeNotValid };
