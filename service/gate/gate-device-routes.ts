import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { refusalReasons, type RefusalReason } from '~/features/gate/check-scan';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { readJsonBody } from '../http/limits';
import type { PassKeys } from '../passes/keys';
import type { PassVerifier } from '../passes/verify';
import type { Trip } from '../trips/trips';
import { isRecord } from '../registrations/unknown-keys';
import { dayOf } from './gate-office-routes';
import { deviceName, deviceOfToken, normalisedCode, pairDevice, type GateDevice } from './devices';
import { manifestOf, storeScans, type SentScan } from './scans';

/**
 * The gate devices' API at `/gate/api` (issue #50; docs/decisions/097-gate-devices-and-scans.md).
 * No cookie, no CSRF token: a device sends its own token as `Authorization: Bearer`, which a
 * page of another site cannot make a browser send. Without a paired, unrevoked device's token
 * every route but the pairing answers 401 `device_not_paired`, and nothing else.
 */
export type GateDeviceDeps = {
  db: Db;
  keys: PassKeys;
  /** Reads a scanned token's pass id when a device sends the token without it. */
  verify: PassVerifier;
  /** The show's offset from UTC (`+08:00`): the show day of a scan and of a manifest. */
  utcOffset: string;
  /** The content's trips: a gangway's manifest names its trip in words. */
  trips: readonly Trip[];
  /** The limit on pairing attempts per client: a code is short, so guesses are counted. */
  pairRateLimit: MiddlewareHandler;
  now?: () => Date;
};

type GateDeviceEnv = { Variables: { gateDevice: GateDevice } };

/** A pairing is a code and a name: 1 KiB is plenty. */
export const pairBodyLimitBytes = 1024;
/** At most 500 scans a request, each about 200 bytes, or a pass token's 700 more when sent with it. */
export const maxScansPerRequest = 500;
export const scansBodyLimitBytes = 512 * 1024;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** An instant in UTC as a device or the service writes it (`2026-02-05T02:30:00.000Z`), and a real one. */
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && instantPattern.test(value) && !Number.isNaN(Date.parse(value));
const scanFields = ['id', 'passId', 'token', 'outcome', 'reason', 'scannedAt'];

const invalid = (c: Context, field: string, message: string) => refuse(c, 400, { error: 'invalid', field, message });

/** A JSON object body of at most `limit` bytes with only `allowed` fields. */
async function readFields(c: Context, limit: number, allowed: readonly string[]) {
  const read = await readJsonBody(c, limit);
  if (!read.ok) return { ok: false as const, response: refuse(c, read.status, read.error) };
  if (!isRecord(read.body)) return { ok: false as const, response: invalid(c, 'body', 'must be a JSON object') };
  const unknown = Object.keys(read.body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    return {
      ok: false as const,
      response: refuse(c, 400, { error: 'unknown_field', field: unknown, message: 'is not a field' }),
    };
  }
  return { ok: true as const, body: read.body };
}

type ScanRead = { ok: true; scan: SentScan } | { ok: false; field: string; message: string };

/** One sent scan, checked: the field named is where it is wrong. */
async function scanOf(value: unknown, index: number, verify: PassVerifier): Promise<ScanRead> {
  const at = (field: string, message: string): ScanRead => ({ ok: false, field: `scans[${index}].${field}`, message });
  if (!isRecord(value)) return { ok: false, field: `scans[${index}]`, message: 'must be an object' };
  const unknown = Object.keys(value).find((key) => !scanFields.includes(key));
  if (unknown !== undefined) return at(unknown, 'is not a field');
  const { id, token, outcome, reason, scannedAt } = value;
  let { passId } = value;
  if (typeof id !== 'string' || !uuidPattern.test(id)) return at('id', "must be the scan's UUID");
  if (passId !== undefined && passId !== null && (typeof passId !== 'string' || !uuidPattern.test(passId))) {
    return at('passId', "must be the pass's id (a UUID) or null");
  }
  if (token !== undefined && (typeof token !== 'string' || token.length > 4096)) {
    return at('token', 'must be the scanned text, at most 4096 characters');
  }
  // A device may send what it scanned instead: the pass id is then what our signature says.
  if ((passId === undefined || passId === null) && typeof token === 'string') passId = (await verify(token))?.jti;
  if (outcome !== 'admitted' && outcome !== 'refused') return at('outcome', 'must be admitted or refused');
  if (outcome === 'admitted' && typeof passId !== 'string') return at('passId', 'is needed for an admission');
  if (outcome === 'refused' && !refusalReasons.includes(reason as RefusalReason)) {
    return at('reason', `must be one of ${refusalReasons.join(', ')}`);
  }
  if (outcome === 'admitted' && reason !== undefined && reason !== null) return at('reason', 'is for a refusal only');
  if (!isInstant(scannedAt)) {
    return at('scannedAt', "must be the device's time, ISO 8601 in UTC");
  }
  return {
    ok: true,
    scan: {
      id: id.toLowerCase(),
      passId: typeof passId === 'string' ? passId.toLowerCase() : null,
      outcome,
      reason: outcome === 'refused' ? (reason as RefusalReason) : null,
      scannedAt: new Date(scannedAt).toISOString(),
    },
  };
}

export function gateDeviceRoutes({
  db,
  keys,
  verify,
  utcOffset,
  trips,
  pairRateLimit,
  now = () => new Date(),
}: GateDeviceDeps) {
  const notPaired = (c: Context) => {
    c.header('WWW-Authenticate', 'Bearer');
    return refuse(c, 401, { error: 'device_not_paired' });
  };
  const paired: MiddlewareHandler<GateDeviceEnv> = async (c, next) => {
    const device = await deviceOfToken(db, c.req.header('authorization'), now());
    if (!device) return notPaired(c);
    c.set('gateDevice', device);
    await next();
  };

  return (
    new Hono<GateDeviceEnv>()
      .post('/pair', pairRateLimit, async (c) => {
        const read = await readFields(c, pairBodyLimitBytes, ['code', 'name']);
        if (!read.ok) return read.response;
        const code = normalisedCode(read.body.code);
        if (!code) return invalid(c, 'code', 'must be the 8-character code shown in the office');
        const name = read.body.name === undefined ? undefined : deviceName(read.body.name);
        if (read.body.name !== undefined && !name)
          return invalid(c, 'name', "must be the device's name, 1 to 60 characters");
        const paired = await pairDevice(db, { code, ...(name ? { name } : {}), now: now() });
        if (!paired) {
          return refuse(c, 400, {
            error: 'code_not_valid',
            field: 'code',
            message: 'is unknown, used or expired: ask the office for a new one',
          });
        }
        return c.json(paired, 201);
      })
      .use(paired)
      // Compressed: a hall's list of a busy day is megabytes of names, and the signal is weak.
      .get('/manifest', compress(), async (c) => {
        const at = now();
        const day = dayOf(c, utcOffset, at);
        if (!day) return invalid(c, 'day', 'must be a day, YYYY-MM-DD');
        const since = c.req.query('since');
        if (since !== undefined && !isInstant(since)) {
          return invalid(c, 'since', 'must be an instant the service gave, ISO 8601 in UTC');
        }
        const device = c.get('gateDevice');
        const trip = device.gate === 'trip' ? trips.find((one) => one.id === device.trip) : undefined;
        return c.json({
          device,
          // The device's own clock decides which show day it is, in the show's time zone.
          utcOffset,
          ...(trip ? { trip: { id: trip.id, cruise: trip.cruise, day: trip.day, tripTime: trip.tripTime } } : {}),
          keys: { keys: keys.publicKeys },
          ...(await manifestOf(db, device, day, since && new Date(since).toISOString())),
          // What is new since then only: the phone merges it into the list it holds.
          ...(since ? { since } : {}),
          generatedAt: at.toISOString(),
        });
      })
      .post('/scans', async (c) => {
        const read = await readFields(c, scansBodyLimitBytes, ['scans']);
        if (!read.ok) return read.response;
        const { scans } = read.body;
        if (!Array.isArray(scans) || scans.length === 0 || scans.length > maxScansPerRequest) {
          return invalid(c, 'scans', `must be a list of 1 to ${maxScansPerRequest} scans`);
        }
        const checked: SentScan[] = [];
        for (const [index, value] of scans.entries()) {
          const scan = await scanOf(value, index, verify);
          if (!scan.ok) return invalid(c, scan.field, scan.message);
          checked.push(scan.scan);
        }
        return c.json(await storeScans(db, { device: c.get('gateDevice'), scans: checked, utcOffset, now: now() }));
      })
  );
}
