import { randomInt, randomUUID } from 'node:crypto';
import type { GatePlace } from '~/features/gate/check-scan';
import type { Db } from '../db/schema';
import { writeAudit } from '../office/audit';
import { hashSecret, newSecret } from '../office/auth/secrets';

/**
 * Gate devices (issue #50; docs/decisions/097-gate-devices-and-scans.md): an admin makes a
 * one-time code for a named device and its gate; the phone trades the code for a token of its
 * own, which it sends as `Authorization: Bearer`. The code and the token are kept as their
 * SHA-256 only, as the office's invites and cookies are: a copy of the database pairs nothing.
 */

/** How long a pairing code works: long enough to walk to the gate, short enough not to lie around. */
export const pairingMs = 10 * 60_000;

/**
 * A code's letters: no 0/O, 1/I/L, nor U/V, so that a code read aloud or typed from a screen is
 * typed right. 29 characters, 8 of them: 5 × 10^11 codes, for ten minutes, behind a rate limit.
 */
export const codeAlphabet = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const codeLength = 8;

export const newPairingCode = () =>
  Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** A code as typed: any case, spaces and dashes dropped; undefined unless 8 letters of the alphabet. */
export function normalisedCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string' || typed.length > 32) return undefined;
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== codeLength || ![...code].every((char) => codeAlphabet.includes(char))) return undefined;
  return code;
}

/** A device's name: 1 to 60 characters once trimmed. */
export function deviceName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim();
  return name.length >= 1 && name.length <= 60 ? name : undefined;
}

export type GateDevice = {
  id: string;
  name: string;
  gate: 'hall' | 'trip';
  direction: 'in' | 'out' | null;
  trip: string | null;
};

type PlaceColumns = { gate: string; direction: string | null; trip_id: string | null };

/** Where a device scans, from its row. */
export const placeOf = (row: PlaceColumns): GatePlace =>
  row.gate === 'trip'
    ? { gate: 'trip', trip: row.trip_id ?? '' }
    : { gate: 'hall', direction: row.direction === 'out' ? 'out' : 'in' };

const deviceOf = (row: PlaceColumns & { id: string; name: string }): GateDevice => ({
  id: row.id,
  name: row.name,
  gate: row.gate === 'trip' ? 'trip' : 'hall',
  direction: row.gate === 'hall' ? (row.direction === 'out' ? 'out' : 'in') : null,
  trip: row.gate === 'trip' ? row.trip_id : null,
});

/** An admin's pairing code for a device at `place`: the code is given back here and never again. */
export async function createPairing(
  db: Db,
  { name, place, by, now }: { name: string; place: GatePlace; by: string; now: Date },
): Promise<{ id: string; code: string; expiresAt: string }> {
  const code = newPairingCode();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + pairingMs).toISOString();
  // Codes never used are of no use a day after they expired: gone, so the table stays small.
  // A used code stays, naming the device it paired and the admin who made it.
  await db
    .deleteFrom('gate_pairings')
    .where('used_at', 'is', null)
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000).toISOString())
    .execute();
  await db
    .insertInto('gate_pairings')
    .values({
      id,
      code_hash: hashSecret(code),
      name,
      gate: place.gate,
      direction: place.gate === 'hall' ? place.direction : null,
      trip_id: place.gate === 'trip' ? place.trip : null,
      created_by: by,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { id, code, expiresAt };
}

/**
 * Trades an open code for a new device and its token, in one transaction: the code is marked
 * used first, so of two phones typing it at once the second finds it used. Undefined for a
 * code unknown, used or expired (which are not told apart: a guess learns nothing).
 */
export async function pairDevice(
  db: Db,
  { code, name, now }: { code: string; name?: string; now: Date },
): Promise<{ token: string; device: GateDevice } | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const deviceId = randomUUID();
    const pairing = await trx
      .updateTable('gate_pairings')
      .set({ used_at: at, device_id: deviceId })
      .where('code_hash', '=', hashSecret(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['id', 'name', 'gate', 'direction', 'trip_id', 'created_by'])
      .executeTakeFirst();
    if (!pairing) return undefined;
    const token = newSecret();
    const device = deviceOf({ ...pairing, id: deviceId, name: name ?? pairing.name });
    await trx
      .insertInto('gate_devices')
      .values({
        id: device.id,
        name: device.name,
        gate: device.gate,
        direction: device.direction,
        trip_id: device.trip,
        token_hash: hashSecret(token),
        paired_by: pairing.created_by,
        created_at: at,
        last_seen_at: at,
      })
      .execute();
    // The admin who made the code is who paired it: the phone only carried it.
    await writeAudit(trx, {
      at,
      actor: pairing.created_by,
      action: 'gate.device_paired',
      reference: null,
      details: {
        deviceId: device.id,
        pairingId: pairing.id,
        name: device.name,
        gate: device.gate,
        direction: device.direction,
        trip: device.trip,
      },
    });
    return { token, device };
  });
}

/** A device's token, as `newSecret` makes it: 43 base64url characters. */
const tokenPattern = /^[\w-]{43}$/;

/**
 * The paired, unrevoked device whose token `authorization` carries (`Bearer <token>`), its
 * `last_seen_at` moved on; undefined for anything else.
 */
export async function deviceOfToken(
  db: Db,
  authorization: string | undefined,
  now: Date,
): Promise<GateDevice | undefined> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token || !tokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('gate_devices')
    .select(['id', 'name', 'gate', 'direction', 'trip_id'])
    .where('token_hash', '=', hashSecret(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('gate_devices').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  return deviceOf(row);
}

export type ListedDevice = GateDevice & {
  pairedBy: string;
  createdAt: string;
  lastSeenAt: string | null;
  revokedAt: string | null;
};

/** Every device ever paired, the newest first: the office's list. */
export async function listDevices(db: Db): Promise<ListedDevice[]> {
  const rows = await db
    .selectFrom('gate_devices')
    .select(['id', 'name', 'gate', 'direction', 'trip_id', 'paired_by', 'created_at', 'last_seen_at', 'revoked_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...deviceOf(row),
    pairedBy: row.paired_by,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    revokedAt: row.revoked_at,
  }));
}

/** Revokes a paired device's token, with its audit entry; false when there is no such device not yet revoked. */
export async function revokeDevice(db: Db, { id, by, now }: { id: string; by: string; now: Date }): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('gate_devices')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!revoked) return false;
    await writeAudit(trx, {
      at,
      actor: by,
      action: 'gate.device_revoked',
      reference: null,
      details: { deviceId: revoked.id, name: revoked.name },
    });
    return true;
  });
}
