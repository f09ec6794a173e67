import { gatePassOf, type GatePass, type KnownScan, type RefusalReason } from '~/features/gate/check-scan';
import type { PassClaims } from '~/features/passes/pass-claims';
import { passClaimsOf } from '~/features/passes/pass-token';
import type { Db } from '../db/schema';
import { showDayOf } from '../office/office-index';
import type { Trip } from '../trips/trips';
import type { GateDevice } from './devices';

/**
 * The scans the gate devices send (issue #50; docs/decisions/097-gate-devices-and-scans.md).
 * A device decides on its own, offline (app/features/gate/check-scan.ts), and sends its queue
 * when it has a signal: the service records what it decided, keyed by the scan's own id, so a
 * resend changes nothing. From them: the office's counts, and the passes two devices (or one,
 * twice) admitted while they could not see each other's scans.
 */

/** One scan as a device sends it, once checked (gate-device-routes.ts). */
export type SentScan = {
  id: string;
  passId: string | null;
  outcome: 'admitted' | 'refused';
  reason: RefusalReason | null;
  scannedAt: string;
};

/** What a stored pass's token says. Its signature is ours: it was read from our own table. */
function claimsOfStored(token: string): PassClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return passClaimsOf(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
}

export type ScanConflict = {
  passId: string;
  reference: string | null;
  kind: string | null;
  name: string | null;
  gate: 'hall' | 'trip';
  trip: string | null;
  day: string;
  /** The admissions, oldest first: the first one and each that should have been refused. */
  scans: { id: string; device: { id: string; name: string }; scannedAt: string; receivedAt: string }[];
};

/**
 * The passes admitted more than once where once is all they allow: a trip boarded twice, or
 * the hall entered twice the same day without an exit between. Every such admission is listed
 * with the one before it. Only `passIds`' when given (the scans a device just sent).
 */
export async function scanConflicts(db: Db, passIds?: readonly string[]): Promise<ScanConflict[]> {
  if (passIds && passIds.length === 0) return [];
  // The candidates from the indexes: more than one admission per pass and place.
  let candidates = db
    .selectFrom('scans')
    .select(['pass_id', 'gate', 'trip_id', 'show_day'])
    .where('outcome', '=', 'admitted')
    .where('pass_id', 'is not', null)
    .where((eb) => eb.or([eb('gate', '=', 'trip'), eb('direction', '=', 'in')]))
    .groupBy(['pass_id', 'gate', 'trip_id', 'show_day'])
    .having((eb) => eb.fn.countAll(), '>', 1);
  if (passIds) candidates = candidates.where('pass_id', 'in', passIds);
  const groups = await candidates.execute();
  if (groups.length === 0) return [];
  const ids = [...new Set(groups.map((group) => group.pass_id as string))];
  const rows = await db
    .selectFrom('scans')
    .innerJoin('gate_devices', 'gate_devices.id', 'scans.device_id')
    .leftJoin('passes', 'passes.id', 'scans.pass_id')
    .select([
      'scans.id',
      'scans.pass_id',
      'scans.reference',
      'scans.gate',
      'scans.direction',
      'scans.trip_id',
      'scans.show_day',
      'scans.scanned_at',
      'scans.received_at',
      'gate_devices.id as device_id',
      'gate_devices.name as device_name',
      'passes.token',
      'passes.kind',
    ])
    .where('scans.outcome', '=', 'admitted')
    .where('scans.pass_id', 'in', ids)
    .orderBy('scans.scanned_at')
    .orderBy('scans.id')
    .execute();
  const conflicts: ScanConflict[] = [];
  for (const group of groups) {
    const here = rows.filter(
      (row) =>
        row.pass_id === group.pass_id &&
        row.gate === group.gate &&
        (group.gate === 'trip' ? row.trip_id === group.trip_id : row.show_day === group.show_day),
    );
    // At the hall, an exit between two entries makes the second one right.
    const flagged = new Set<(typeof here)[number]>();
    let inside: (typeof here)[number] | undefined;
    for (const row of here) {
      if (group.gate === 'trip' || row.direction === 'in') {
        if (inside) {
          flagged.add(inside);
          flagged.add(row);
        }
        inside = group.gate === 'trip' ? (inside ?? row) : row;
      } else inside = undefined;
    }
    if (flagged.size === 0) continue;
    const first = here[0]!;
    const claims = first.token ? claimsOfStored(first.token) : undefined;
    conflicts.push({
      passId: group.pass_id as string,
      reference: first.reference,
      kind: first.kind,
      name: claims?.n ?? null,
      gate: group.gate === 'trip' ? 'trip' : 'hall',
      trip: group.trip_id,
      day: group.show_day,
      scans: here
        .filter((row) => flagged.has(row))
        .map((row) => ({
          id: row.id,
          device: { id: row.device_id, name: row.device_name },
          scannedAt: row.scanned_at,
          receivedAt: row.received_at,
        })),
    });
  }
  return conflicts.sort((a, b) => (a.scans[0]!.scannedAt < b.scans[0]!.scannedAt ? -1 : 1));
}

/**
 * Stores a device's scans at its gate. A scan already stored (its id seen before: a resend) is
 * counted as a duplicate and left as it was. Each pass known here gives the scan its
 * registration and, for a boarding pass, its seats.
 */
export async function storeScans(
  db: Db,
  { device, scans, utcOffset, now }: { device: GateDevice; scans: readonly SentScan[]; utcOffset: string; now: Date },
): Promise<{ stored: number; duplicates: number; conflicts: ScanConflict[] }> {
  const ids = [...new Set(scans.map((scan) => scan.id))];
  const passIds = [...new Set(scans.flatMap((scan) => (scan.passId ? [scan.passId] : [])))];
  const received = now.toISOString();
  const stored = await db.transaction().execute(async (trx) => {
    const seen = new Set(
      (await trx.selectFrom('scans').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    const passes = new Map(
      passIds.length === 0
        ? []
        : (
            await trx.selectFrom('passes').select(['id', 'reference', 'token']).where('id', 'in', passIds).execute()
          ).map((row) => [row.id, row] as const),
    );
    let count = 0;
    for (const scan of scans) {
      if (seen.has(scan.id)) continue;
      seen.add(scan.id);
      const pass = scan.passId ? passes.get(scan.passId) : undefined;
      const claims = pass ? claimsOfStored(pass.token) : undefined;
      const inserted = await trx
        .insertInto('scans')
        .values({
          id: scan.id,
          device_id: device.id,
          pass_id: scan.passId,
          reference: pass?.reference ?? null,
          gate: device.gate,
          direction: device.direction,
          trip_id: device.trip,
          pax: claims?.tr?.p ?? 1,
          outcome: scan.outcome,
          reason: scan.reason,
          scanned_at: scan.scannedAt,
          show_day: showDayOf(scan.scannedAt, utcOffset),
          received_at: received,
        })
        // Another request carrying the same scan, at the same moment: one of them stores it.
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) count += 1;
    }
    return count;
  });
  const admitted = [
    ...new Set(scans.flatMap((scan) => (scan.outcome === 'admitted' && scan.passId ? [scan.passId] : []))),
  ];
  return { stored, duplicates: scans.length - stored, conflicts: await scanConflicts(db, admitted) };
}

export type GateCounts = {
  day: string;
  /** The hall that day: entries, exits, and the passes whose last scan was an entry. */
  hall: { in: number; out: number; inside: number };
  /** Every trip of the content, in its order: the people boarded (a boarding pass's seats) of those booked. */
  trips: { trip: string; cruise: string; day: string; tripTime: string; boarded: number; booked: number }[];
};

/** The office's live counts for the show day `day`. */
export async function gateCounts(db: Db, trips: readonly Trip[], day: string): Promise<GateCounts> {
  const sides = await db
    .selectFrom('scans')
    .select(['direction', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('gate', '=', 'hall')
    .where('show_day', '=', day)
    .where('outcome', '=', 'admitted')
    .groupBy('direction')
    .execute();
  const side = (direction: string) => Number(sides.find((row) => row.direction === direction)?.count ?? 0);
  const inside = await db
    .selectFrom('scans as s')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('s.gate', '=', 'hall')
    .where('s.show_day', '=', day)
    .where('s.direction', '=', 'in')
    .where('s.outcome', '=', 'admitted')
    .where('s.pass_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('scans as later')
            .select('later.id')
            .whereRef('later.pass_id', '=', 's.pass_id')
            .where('later.gate', '=', 'hall')
            .whereRef('later.show_day', '=', 's.show_day')
            .where('later.outcome', '=', 'admitted')
            .where((eb) =>
              eb.or([
                eb('later.scanned_at', '>', eb.ref('s.scanned_at')),
                eb.and([eb('later.scanned_at', '=', eb.ref('s.scanned_at')), eb('later.id', '>', eb.ref('s.id'))]),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  // A pass boards once: a second admission (a conflict) does not count its seats again.
  const boardedPasses = await db
    .selectFrom('scans')
    .select(['trip_id', 'pass_id', (eb) => eb.fn.max('pax').as('pax')])
    .where('gate', '=', 'trip')
    .where('outcome', '=', 'admitted')
    .groupBy(['trip_id', 'pass_id'])
    .execute();
  const booked = await db
    .selectFrom('bookings')
    .select(['trip_id', (eb) => eb.fn.sum<number | string>('pax').as('pax')])
    .groupBy('trip_id')
    .execute();
  const boarded = new Map<string, number>();
  for (const row of boardedPasses) {
    if (row.trip_id) boarded.set(row.trip_id, (boarded.get(row.trip_id) ?? 0) + Number(row.pax));
  }
  const bookedOf = new Map(booked.map((row) => [row.trip_id, Number(row.pax)]));
  return {
    day,
    hall: { in: side('in'), out: side('out'), inside: Number(inside.count) },
    trips: trips.map((trip) => ({
      trip: trip.id,
      cruise: trip.cruise,
      day: trip.day,
      tripTime: trip.tripTime,
      boarded: boarded.get(trip.id) ?? 0,
      booked: bookedOf.get(trip.id) ?? 0,
    })),
  };
}

/** A pass as a device's manifest lists it: what the gate decides on, and the reference to search by. */
export type ManifestPass = GatePass & { reference: string };

/**
 * What a device needs before the gates open (its `keys` are added by the route): the passes
 * of its gate valid on `day`, not revoked, with the names to search by; every revoked id;
 * the admissions at its gate (the hall's that day, its trip's) as check-scan.ts's `known`.
 * With `since` (an instant of the service's clock), only the passes issued and the scans
 * received from then on: a phone that holds the day's list asks for what is new, not for all of
 * it again each minute. The revoked ids are always all of them (few: cancelled registrations).
 */
export async function manifestOf(db: Db, device: GateDevice, day: string, since?: string) {
  let passQuery = db
    .selectFrom('passes')
    .select(['passes.id', 'passes.reference', 'passes.kind', 'passes.token'])
    .where('passes.revoked_at', 'is', null)
    .orderBy('passes.id');
  if (since) passQuery = passQuery.where('passes.issued_at', '>=', since);
  passQuery =
    device.gate === 'trip'
      ? passQuery.where('passes.kind', '=', 'boarding').where((eb) =>
          eb.exists(
            eb
              .selectFrom('bookings')
              .select('bookings.trip_id')
              .whereRef('bookings.reference', '=', 'passes.reference')
              .where('bookings.trip_id', '=', device.trip ?? ''),
          ),
        )
      : passQuery.where('passes.kind', '!=', 'boarding');
  const passes = (await passQuery.execute()).flatMap((row): ManifestPass[] => {
    const claims = claimsOfStored(row.token);
    if (!claims || !claims.d.includes(day)) return [];
    if (device.gate === 'trip' && claims.tr?.id !== device.trip) return [];
    // The stored row's id is the token's jti; the reference is the row's.
    return [{ ...gatePassOf(claims), reference: row.reference }];
  });
  const revoked = (
    await db.selectFrom('passes').select('id').where('revoked_at', 'is not', null).orderBy('id').execute()
  ).map((row) => row.id);
  let scanQuery = db
    .selectFrom('scans')
    .innerJoin('gate_devices', 'gate_devices.id', 'scans.device_id')
    .select([
      'scans.pass_id',
      'gate_devices.name',
      'scans.gate',
      'scans.direction',
      'scans.trip_id',
      'scans.scanned_at',
      'scans.show_day',
    ])
    .where('scans.outcome', '=', 'admitted')
    .where('scans.pass_id', 'is not', null)
    .orderBy('scans.scanned_at');
  if (since) scanQuery = scanQuery.where('scans.received_at', '>=', since);
  scanQuery =
    device.gate === 'trip'
      ? scanQuery.where('scans.gate', '=', 'trip').where('scans.trip_id', '=', device.trip ?? '')
      : scanQuery.where('scans.gate', '=', 'hall').where('scans.show_day', '=', day);
  const scans: KnownScan[] = (await scanQuery.execute()).map((row) => ({
    passId: row.pass_id as string,
    device: row.name,
    gate: row.gate === 'trip' ? 'trip' : 'hall',
    direction: row.direction === 'in' || row.direction === 'out' ? row.direction : null,
    trip: row.trip_id,
    scannedAt: row.scanned_at,
    day: row.show_day,
  }));
  return { day, passes, revoked, scans };
}
