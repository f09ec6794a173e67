import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScan, type KnownScan } from '~/features/gate/check-scan';
import { readPassToken } from '~/features/passes/pass-token';
import type { RunningService } from '../start-service';
import { onEachEngine, type TestDatabase } from '../test-support/engines';
import { cruises, edition, showDay } from '../test-support/cruises';
import { manualClock, register, seatsOn, type Stored } from '../test-support/office';
import { officeFetch, signedInAs, type OfficeSession } from '../test-support/office-auth';
import { samples } from '../test-support/samples';
import { startTestService } from '../test-support/service';
import { codeAlphabet, createPairing } from './devices';

/**
 * Check-in at the gate (issue #50) through HTTP, as the office and a phone use it: an admin
 * pairs a device to a gate, the device downloads its manifest, decides offline
 * (app/features/gate/check-scan.ts) and sends its scans; the office sees counts and conflicts.
 */

type Device = {
  token: string;
  device: { id: string; name: string; gate: string; direction: string | null; trip: string | null };
};
type Manifest = {
  device: Device['device'];
  keys: { keys: Record<string, string>[] };
  day: string;
  utcOffset: string;
  trip?: { id: string; cruise: string; day: string; tripTime: string };
  passes: {
    id: string;
    reference: string;
    kind: string;
    name: string;
    what: string;
    days: string[];
    trip?: string;
    pax: number;
  }[];
  revoked: string[];
  scans: KnownScan[];
  generatedAt: string;
  since?: string;
};

const tokenOf = (pass: { url: string }) => pass.url.slice(pass.url.indexOf('#') + 1);
// The show's second day, and the first cruise's last trip time (content/site.yaml, copy/cruises.yaml).
const day = showDay(2);
const tripTime = cruises[0]!.tripTimes.at(-1)!;
const { utcOffset } = edition.site.timeZone;
/** A time of the show day at the show (its UTC offset, +08:00), as a device sends it: UTC. */
const at = (time: string) => new Date(`${day}T${time}:00${utcOffset}`).toISOString();

onEachEngine(({ engine, create }) => {
  describe(`the gate on ${engine}`, () => {
    const clock = manualClock('2025-10-10T02:00:00.000Z');
    let database: TestDatabase;
    let service: RunningService;
    let admin: OfficeSession;
    let staff: OfficeSession;
    let visitor: Stored;
    let order: Stored;
    let otherOrder: Stored;
    let trip = '';

    const gate = (
      path: string,
      token: string | undefined,
      { method = 'GET', body }: { method?: string; body?: unknown } = {},
    ) =>
      fetch(`${service.url}/gate/api${path}`, {
        method,
        headers: {
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
    const json = async <T>(response: Response, status: number): Promise<T> => {
      expect(response.status, await response.clone().text()).toBe(status);
      return (await response.json()) as T;
    };
    const newCode = async (body: Record<string, unknown>, session = admin) =>
      json<{ code: string; expiresAt: string }>(
        await officeFetch(service, '/gate/pairings', { method: 'POST', body, session }),
        201,
      );
    const pair = async (body: Record<string, unknown>) => {
      const { code } = await newCode(body);
      return json<Device>(await gate('/pair', undefined, { method: 'POST', body: { code } }), 201);
    };
    const manifest = async (device: Device, query = `?day=${day}`) =>
      json<Manifest>(await gate(`/manifest${query}`, device.token), 200);
    const send = async (device: Device, scans: Record<string, unknown>[]) =>
      json<{
        stored: number;
        duplicates: number;
        conflicts: { passId: string; scans: { id: string; device: { name: string } }[] }[];
      }>(await gate('/scans', device.token, { method: 'POST', body: { scans } }), 200);
    const admitted = (passId: string, scannedAt: string, id = randomUUID()) => ({
      id,
      passId,
      outcome: 'admitted',
      scannedAt,
    });
    const counts = async () =>
      json<{
        day: string;
        hall: { in: number; out: number; inside: number };
        trips: { trip: string; boarded: number; booked: number }[];
      }>(await officeFetch(service, `/gate/counts?day=${day}`, { session: staff }), 200);

    beforeAll(async () => {
      database = await create();
      service = await startTestService(database, { now: clock.now });
      visitor = await register(service, 'visitor', samples.visitor);
      order = await register(service, 'ticket', seatsOn(0, 3, day, tripTime));
      otherOrder = await register(service, 'ticket', seatsOn(0, 2, day, tripTime));
      trip = readPassToken(tokenOf(order.passes.find((pass) => pass.kind === 'boarding')!))!.tr!.id;
      admin = await signedInAs(service, 'admin', { now: clock.now() });
      staff = await signedInAs(service, 'staff', { now: clock.now() });
    });
    afterAll(async () => {
      await service?.close();
      await database?.drop();
    });

    it('pairs a device with a one-time code of the unambiguous alphabet, which expires in ten minutes', async () => {
      const { code, expiresAt } = await newCode({ name: 'Hall door 1', gate: 'hall', direction: 'in' });
      expect(code).toHaveLength(8);
      expect([...code].every((char) => codeAlphabet.includes(char))).toBe(true);
      expect(expiresAt).toBe(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
      // Typed in lower case with a dash in the middle, as a person may type it.
      const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
      const paired = await json<Device>(
        await gate('/pair', undefined, { method: 'POST', body: { code: typed, name: 'Door phone' } }),
        201,
      );
      expect(paired.token).toMatch(/^[\w-]{43}$/);
      expect(paired.device).toEqual({
        id: expect.any(String),
        name: 'Door phone',
        gate: 'hall',
        direction: 'in',
        trip: null,
      });
      // Once only.
      expect(await json(await gate('/pair', undefined, { method: 'POST', body: { code } }), 400)).toMatchObject({
        error: 'code_not_valid',
      });
      // Nothing of the token is stored as given.
      const row = await service.db
        .selectFrom('gate_devices')
        .selectAll()
        .where('id', '=', paired.device.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).not.toBe(paired.token);
      expect(row.paired_by).toBe(admin.user.email);
      const audit = await service.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gate.device_paired')
        .execute();
      expect(audit.map((entry) => entry.actor)).toContain(admin.user.email);

      const late = await newCode({ name: 'Late', gate: 'hall', direction: 'out' });
      clock.tick(10 * 60_000);
      expect(
        await json(await gate('/pair', undefined, { method: 'POST', body: { code: late.code } }), 400),
      ).toMatchObject({
        error: 'code_not_valid',
      });
      for (const body of [{ code: 'ABC' }, { code: late.code, extra: 1 }, { code: late.code, name: '' }]) {
        expect((await gate('/pair', undefined, { method: 'POST', body })).status).toBe(400);
      }

      // A day after it expired, an unused code is deleted when the next is made; a used one stays.
      const names = async () =>
        (await service.db.selectFrom('gate_pairings').select('name').execute()).map((row) => row.name);
      expect(await names()).toEqual(expect.arrayContaining(['Hall door 1', 'Late']));
      await createPairing(service.db, {
        name: 'Next day',
        place: { gate: 'hall', direction: 'in' },
        by: admin.user.email,
        now: new Date(clock.now().getTime() + 24 * 60 * 60_000 + 1),
      });
      expect(await names()).toEqual(expect.arrayContaining(['Hall door 1', 'Next day']));
      expect(await names()).not.toContain('Late');
    });

    it('refuses a pairing code without an admin, the CSRF token or the office origin, or for a gate that is not one', async () => {
      const body = { name: 'Hall door', gate: 'hall', direction: 'in' };
      expect((await officeFetch(service, '/gate/pairings', { method: 'POST', body })).status).toBe(401);
      expect((await officeFetch(service, '/gate/pairings', { method: 'POST', body, session: staff })).status).toBe(403);
      expect(
        (await officeFetch(service, '/gate/pairings', { method: 'POST', body, session: admin, csrfToken: null }))
          .status,
      ).toBe(403);
      expect(
        (
          await officeFetch(service, '/gate/pairings', {
            method: 'POST',
            body,
            session: admin,
            origin: 'https://evil.example',
          })
        ).status,
      ).toBe(403);
      for (const wrong of [
        { name: 'x', gate: 'hall' },
        { name: 'x', gate: 'hall', direction: 'up' },
        { name: 'x', gate: 'trip', trip: 'no-such-trip' },
        { name: 'x', gate: 'trip', trip, direction: 'in' },
        { name: '', gate: 'hall', direction: 'in' },
        { name: 'x', gate: 'dock', direction: 'in' },
        { name: 'x', gate: 'hall', direction: 'in', colour: 'red' },
      ]) {
        expect(
          (await officeFetch(service, '/gate/pairings', { method: 'POST', body: wrong, session: admin })).status,
          JSON.stringify(wrong),
        ).toBe(400);
      }
    });

    it("gives each device its gate's passes, the keys and the revoked list; the device admits offline with them", async () => {
      const hall = await pair({ name: 'Hall in', gate: 'hall', direction: 'in' });
      const gangway = await pair({ name: 'Gangway', gate: 'trip', trip });
      const atHall = await manifest(hall);
      expect(atHall.device).toEqual(hall.device);
      expect(atHall.keys).toEqual(await (await fetch(`${service.url}/v1/passes/keys`)).json());
      const visitorPass = visitor.passes[0]!;
      expect(atHall.passes).toContainEqual(
        expect.objectContaining({ id: visitorPass.id, reference: visitor.reference, kind: 'visitor', pax: 1 }),
      );
      expect(atHall.utcOffset).toMatch(/^[+-]\d{2}:\d{2}$/);
      expect(atHall.trip).toBeUndefined();
      expect(atHall.passes.every((pass) => pass.kind !== 'boarding' && pass.days.includes(day))).toBe(true);
      expect((await manifest(hall, '?day=2030-01-01')).passes).toEqual([]);
      expect((await gate('/manifest?day=tomorrow', hall.token)).status).toBe(400);

      const atGangway = await manifest(gangway);
      expect(atGangway.trip).toMatchObject({ id: trip, day, tripTime });
      const boarding = order.passes.find((pass) => pass.kind === 'boarding')!;
      expect(atGangway.passes.map((pass) => pass.id).sort()).toEqual(
        [boarding.id, otherOrder.passes.find((pass) => pass.kind === 'boarding')!.id].sort(),
      );
      expect(atGangway.passes.find((pass) => pass.id === boarding.id)).toMatchObject({
        kind: 'boarding',
        reference: order.reference,
        trip,
        pax: 3,
      });

      // What the phone will do: decide with what the manifest gave it.
      const decision = await checkScan(tokenOf(boarding), {
        keys: atGangway.keys as never,
        revoked: new Set(atGangway.revoked),
        place: { gate: 'trip', trip },
        day,
        known: atGangway.scans,
      });
      expect(decision).toMatchObject({ outcome: 'admitted', passId: boarding.id, pax: 3 });
      expect(
        await checkScan(tokenOf(visitorPass), {
          keys: atHall.keys as never,
          revoked: new Set(atHall.revoked),
          place: { gate: 'hall', direction: 'in' },
          day,
          known: atHall.scans,
        }),
      ).toMatchObject({ outcome: 'admitted', passId: visitorPass.id });
    });

    it('gives a phone that holds the list only what is new since, compressed', async () => {
      const hall = await pair({ name: 'Hall since', gate: 'hall', direction: 'in' });
      const full = await manifest(hall);
      expect(full).not.toHaveProperty('since');
      expect(full.passes.length).toBeGreaterThan(0);
      clock.tick(60_000);
      const since = clock.now().toISOString();
      expect((await manifest(hall, `?day=${day}&since=${since}`)).passes).toEqual([]);
      clock.tick(60_000);
      const later = await register(service, 'visitor', { ...samples.visitor, email: 'later@example.com' });
      const other = await pair({ name: 'Hall since 2', gate: 'hall', direction: 'in' });
      await send(other, [admitted(later.passes[0]!.id, at('11:00'))]);
      const delta = await manifest(hall, `?day=${day}&since=${since}`);
      expect(delta.since).toBe(since);
      expect(delta.passes.map((pass) => pass.id)).toEqual([later.passes[0]!.id]);
      expect(delta.scans.map((scan) => scan.passId)).toEqual([later.passes[0]!.id]);
      expect(delta.revoked).toEqual(full.revoked);
      for (const bad of ['yesterday', day, `${day}T10:00:00${utcOffset}`]) {
        expect((await gate(`/manifest?day=${day}&since=${encodeURIComponent(bad)}`, hall.token)).status).toBe(400);
      }
      // Compressed for a client that takes it (fetch asks for gzip and undoes it).
      const raw = await fetch(`${service.url}/gate/api/manifest?day=${day}`, {
        headers: { authorization: `Bearer ${hall.token}`, 'accept-encoding': 'gzip' },
      });
      expect(raw.headers.get('content-encoding')).toBe('gzip');
      expect(((await raw.json()) as Manifest).passes.length).toBe(full.passes.length + 1);
    });

    it('stores a scan once whatever the resends, and refuses a malformed one', async () => {
      const hall = await pair({ name: 'Resender', gate: 'hall', direction: 'out' });
      const scan = admitted(visitor.passes[0]!.id, at('09:00'));
      const refused = { id: randomUUID(), outcome: 'refused', reason: 'not_ours', scannedAt: at('09:01') };
      expect(await send(hall, [scan, refused])).toMatchObject({ stored: 2, duplicates: 0 });
      expect(await send(hall, [scan, refused])).toMatchObject({ stored: 0, duplicates: 2 });
      expect(
        await service.db.selectFrom('scans').select('id').where('id', 'in', [scan.id, refused.id]).execute(),
      ).toHaveLength(2);
      // A token instead of its id: the service reads the id from our signature.
      const byToken = {
        id: randomUUID(),
        token: tokenOf(visitor.passes[0]!),
        outcome: 'admitted',
        scannedAt: at('09:02'),
      };
      expect(await send(hall, [byToken])).toMatchObject({ stored: 1 });
      const row = await service.db
        .selectFrom('scans')
        .selectAll()
        .where('id', '=', byToken.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        pass_id: visitor.passes[0]!.id,
        reference: visitor.reference,
        gate: 'hall',
        direction: 'out',
        show_day: day,
      });

      const post = (body: unknown) => gate('/scans', hall.token, { method: 'POST', body });
      for (const body of [
        { scans: [] },
        { scans: Array.from({ length: 501 }, () => admitted(visitor.passes[0]!.id, at('09:00'))) },
        { scans: [scan], more: true },
        { scans: [{ ...scan, colour: 'red' }] },
        { scans: [{ ...scan, id: 'not-a-uuid' }] },
        { scans: [{ ...scan, outcome: 'maybe' }] },
        { scans: [{ ...refused, reason: 'bored' }] },
        { scans: [{ ...scan, scannedAt: 'yesterday' }] },
        { scans: [{ id: randomUUID(), outcome: 'admitted', scannedAt: at('09:00') }] },
        [scan],
      ]) {
        expect((await post(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
      }
      expect((await post('{"scans": [')).status).toBe(400);
      const huge = JSON.stringify({ scans: [{ ...scan, token: 'x'.repeat(600 * 1024) }] });
      expect((await post(huge)).status).toBe(413);
    });

    it('flags a pass two devices admitted while offline, in the answer and in the office; an exit between is not one', async () => {
      const first = await pair({ name: 'Door A', gate: 'hall', direction: 'in' });
      const second = await pair({ name: 'Door B', gate: 'hall', direction: 'in' });
      const exit = await pair({ name: 'Exit', gate: 'hall', direction: 'out' });
      const twice = await register(service, 'visitor', { ...samples.visitor, email: 'twice@example.com' });
      const passId = twice.passes[0]!.id;
      const a = admitted(passId, at('10:00'));
      expect(await send(first, [a])).toMatchObject({ stored: 1, conflicts: [] });
      const b = admitted(passId, at('10:05'));
      const answer = await send(second, [b]);
      expect(answer.conflicts).toHaveLength(1);
      expect(answer.conflicts[0]).toMatchObject({
        passId,
        scans: [
          { id: a.id, device: { name: 'Door A' } },
          { id: b.id, device: { name: 'Door B' } },
        ],
      });
      const office = await json<{
        conflicts: { passId: string; reference: string; gate: string; day: string; scans: unknown[] }[];
      }>(await officeFetch(service, '/gate/conflicts', { session: staff }), 200);
      expect(office.conflicts.find((conflict) => conflict.passId === passId)).toMatchObject({
        gate: 'hall',
        day,
        scans: [{}, {}],
      });

      // Another pass: in, out, in again is how a day goes.
      const other = otherOrder.passes.find((pass) => pass.kind === 'boarding')!;
      const boardingTwice = [admitted(other.id, at('11:00'))];
      const gangway = await pair({ name: 'Gangway 2', gate: 'trip', trip });
      expect(await send(gangway, boardingTwice)).toMatchObject({ conflicts: [] });
      const gangwayB = await pair({ name: 'Gangway 3', gate: 'trip', trip });
      expect((await send(gangwayB, [admitted(other.id, at('11:01'))])).conflicts).toMatchObject([
        { passId: other.id, scans: [{}, {}] },
      ]);

      const reEntry = visitor.passes[0]!.id;
      await send(first, [admitted(reEntry, at('12:00'))]);
      await send(exit, [admitted(reEntry, at('13:00'))]);
      expect(await send(second, [admitted(reEntry, at('14:00'))])).toMatchObject({ conflicts: [] });
    });

    it('counts the hall (in, out, inside now) and each trip (boarded of booked) for the office', async () => {
      const before = await counts();
      const hallIn = await pair({ name: 'Count in', gate: 'hall', direction: 'in' });
      const hallOut = await pair({ name: 'Count out', gate: 'hall', direction: 'out' });
      const fresh = await register(service, 'visitor', { ...samples.visitor, email: 'counted@example.com' });
      const another = await register(service, 'visitor', { ...samples.visitor, email: 'counted2@example.com' });
      await send(hallIn, [admitted(fresh.passes[0]!.id, at('15:00')), admitted(another.passes[0]!.id, at('15:01'))]);
      await send(hallOut, [admitted(fresh.passes[0]!.id, at('16:00'))]);
      await send(hallIn, [
        {
          id: randomUUID(),
          outcome: 'refused',
          reason: 'wrong_day',
          passId: fresh.passes[0]!.id,
          scannedAt: at('16:30'),
        },
      ]);
      const after = await counts();
      expect(after.day).toBe(day);
      expect(after.hall).toEqual({ in: before.hall.in + 2, out: before.hall.out + 1, inside: before.hall.inside + 1 });

      const ofTrip = after.trips.find((row) => row.trip === trip)!;
      // 3 + 2 seats booked; the second order's pass boarded (twice, counted once) in the test before.
      expect(ofTrip.booked).toBe(5);
      const gangway = await pair({ name: 'Count gangway', gate: 'trip', trip });
      await send(gangway, [admitted(order.passes.find((pass) => pass.kind === 'boarding')!.id, at('08:00'))]);
      expect((await counts()).trips.find((row) => row.trip === trip)).toMatchObject({ boarded: 5, booked: 5 });
      // Another show day's hall is counted apart.
      const other = await json<{ hall: { in: number } }>(
        await officeFetch(service, `/gate/counts?day=${showDay(3)}`, { session: staff }),
        200,
      );
      expect(other.hall.in).toBe(0);
      expect((await officeFetch(service, '/gate/counts?day=soon', { session: staff })).status).toBe(400);
      expect((await officeFetch(service, '/gate/counts')).status).toBe(401);
    });

    it('gives nothing to an unpaired or revoked device; only an admin revokes', async () => {
      const device = await pair({ name: 'To revoke', gate: 'hall', direction: 'in' });
      const scans = { scans: [admitted(visitor.passes[0]!.id, at('17:00'))] };
      expect((await gate('/manifest', device.token)).status).toBe(200);
      const listed = await json<{ devices: { id: string; revokedAt: string | null; lastSeenAt: string | null }[] }>(
        await officeFetch(service, '/gate/devices', { session: staff }),
        200,
      );
      expect(listed.devices.find((row) => row.id === device.device.id)).toMatchObject({
        revokedAt: null,
        lastSeenAt: expect.any(String),
      });

      const revoke = (session: OfficeSession, id = device.device.id) =>
        officeFetch(service, `/gate/devices/${id}/revoke`, { method: 'POST', session });
      expect((await revoke(staff)).status).toBe(403);
      expect(
        (
          await officeFetch(service, `/gate/devices/${device.device.id}/revoke`, {
            method: 'POST',
            session: admin,
            csrfToken: null,
          })
        ).status,
      ).toBe(403);
      expect((await revoke(admin)).status).toBe(204);
      expect((await revoke(admin)).status).toBe(404);
      expect((await revoke(admin, randomUUID())).status).toBe(404);
      const audit = await service.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'gate.device_revoked')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: admin.user.email });

      const unpaired = [device.token, undefined, 'nonsense', 'A'.repeat(43)];
      for (const token of unpaired) {
        for (const [path, method, body] of [
          ['/manifest', 'GET', undefined],
          ['/scans', 'POST', scans],
        ] as const) {
          const response = await gate(path, token, { method, body });
          expect(response.status, `${path} ${String(token).slice(0, 8)}`).toBe(401);
          expect(await response.json()).toEqual({ error: 'device_not_paired' });
        }
      }
      expect(
        await service.db.selectFrom('scans').select('id').where('device_id', '=', device.device.id).execute(),
      ).toEqual([]);
    });
  });
});
