import type { JSONWebKeySet } from 'jose';
import type { KnownScan, RefusalReason } from '~/features/gate/check-scan';
import type { ManifestPass } from '../../gate/scans';
import type { GateDevice } from '../../gate/devices';
import type { GateTrip } from '../gate/gate-words';

/**
 * The phone's calls to the gate devices' API (`/gate/api/*`, same origin as the office;
 * docs/decisions/097-gate-devices-and-scans.md): the pairing, the manifest, the scans. The
 * device's token goes as `Authorization: Bearer`; no cookie is sent or needed.
 */
export type Paired = { token: string; device: GateDevice };

export type Manifest = {
  device: GateDevice;
  utcOffset: string;
  trip?: GateTrip;
  keys: JSONWebKeySet;
  day: string;
  passes: ManifestPass[];
  revoked: string[];
  scans: KnownScan[];
  generatedAt: string;
  /** Present when only what is new since then was asked for. */
  since?: string;
};

/** One scan as the device queues and sends it: its own id makes a resend harmless. */
export type QueuedScan = {
  id: string;
  passId: string | null;
  outcome: 'admitted' | 'refused';
  reason: RefusalReason | null;
  scannedAt: string;
};

/** The device's token is unknown or revoked: it must be paired again. */
export class NotPaired extends Error {}
/** No answer (no signal), or one the phone cannot use: try again later. */
export class NoAnswer extends Error {}
/** The pairing code is unknown, used or expired. */
export class CodeNotValid extends Error {}

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (rest.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/gate/api${path}`, { ...rest, headers, cache: 'no-store', credentials: 'omit' });
  } catch {
    throw new NoAnswer('no signal');
  }
  if (response.status === 401) throw new NotPaired('device_not_paired');
  return response;
}

export async function pair(code: string): Promise<Paired> {
  const response = await call('/pair', { method: 'POST', body: JSON.stringify({ code }) });
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (body.error === 'code_not_valid' || body.error === 'invalid') throw new CodeNotValid(body.error);
  }
  if (response.status !== 201) throw new NoAnswer(`pairing answered ${response.status}`);
  return (await response.json()) as Paired;
}

/**
 * The manifest for `day` (the device's show day), or the service's today when not known yet;
 * with `since`, only what is new from then (manifest-merge.ts).
 */
export async function fetchManifest(token: string, day?: string, since?: string): Promise<Manifest> {
  const query = new URLSearchParams({ ...(day ? { day } : {}), ...(since ? { since } : {}) }).toString();
  const response = await call(`/manifest${query ? `?${query}` : ''}`, { token });
  if (!response.ok) throw new NoAnswer(`manifest answered ${response.status}`);
  return (await response.json()) as Manifest;
}

/** At most this many a request, as the service takes. */
export const scansPerRequest = 500;

/** Sends queued scans; resolves with the ids the service has (stored now or before). */
export async function sendScans(token: string, scans: readonly QueuedScan[]): Promise<string[]> {
  const response = await call('/scans', {
    method: 'POST',
    token,
    body: JSON.stringify({
      scans: scans.map(({ id, passId, outcome, reason, scannedAt }) => ({
        id,
        ...(passId ? { passId } : {}),
        outcome,
        ...(reason ? { reason } : {}),
        scannedAt,
      })),
    }),
  });
  if (!response.ok) throw new NoAnswer(`scans answered ${response.status}`);
  return scans.map((scan) => scan.id);
}
