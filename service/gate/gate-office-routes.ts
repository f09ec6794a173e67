import { Hono, type Context } from 'hono';
import type { GatePlace } from '~/features/gate/check-scan';
import type { Db } from '../db/schema';
import { refuse } from '../http/errors';
import { requireAdmin, type OfficeEnv } from '../office/auth/office-user';
import { readOfficeBody } from '../office/http/office-body';
import { showDayOf } from '../office/office-index';
import type { Trip } from '../trips/trips';
import { createPairing, deviceName, listDevices, revokeDevice } from './devices';
import { gateCounts, scanConflicts } from './scans';

/**
 * The office's side of the gate (issue #50; docs/decisions/097-gate-devices-and-scans.md), to
 * mount under `/office/api/gate` behind the session middleware (routes/office-auth.ts), which
 * answers 401 without a session and checks the Origin and CSRF token of unsafe methods. Staff
 * read the devices, the counts and the conflicts; pairing and revoking a device are the admins'.
 */
export type GateOfficeDeps = {
  db: Db;
  /** The content's trips: what a gangway may be paired to, and the counts' rows in their order. */
  trips: readonly Trip[];
  /** The show's offset from UTC (`+08:00`): which show day it is. */
  utcOffset: string;
  now?: () => Date;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?day=YYYY-MM-DD`, or today's show day; undefined for anything else given. */
export function dayOf(c: Context, utcOffset: string, now: Date): string | undefined {
  const given = c.req.query('day');
  if (given === undefined) return showDayOf(now.toISOString(), utcOffset);
  return dayPattern.test(given) && !Number.isNaN(Date.parse(given)) ? given : undefined;
}

const invalid = (c: Context, field: string, message: string) => refuse(c, 400, { error: 'invalid', field, message });

export function gateOfficeRoutes({ db, trips, utcOffset, now = () => new Date() }: GateOfficeDeps) {
  const tripIds = new Set(trips.map((trip) => trip.id));
  return new Hono<OfficeEnv>()
    .post('/pairings', requireAdmin, async (c) => {
      const read = await readOfficeBody(c, { name: 'string', gate: 'string', direction: 'string', trip: 'string' });
      if (!read.ok) return refuse(c, read.status, read.error);
      const { gate, direction, trip } = read.body;
      const name = deviceName(read.body.name);
      if (!name) return invalid(c, 'name', "must be the device's name, 1 to 60 characters");
      let place: GatePlace;
      if (gate === 'hall') {
        if (direction !== 'in' && direction !== 'out') return invalid(c, 'direction', 'must be in or out at the hall');
        if (trip !== undefined) return invalid(c, 'trip', 'is for a gangway only');
        place = { gate: 'hall', direction };
      } else if (gate === 'trip') {
        if (trip === undefined || !tripIds.has(trip)) return invalid(c, 'trip', 'must be the id of a trip');
        if (direction !== undefined) return invalid(c, 'direction', 'is for the hall only');
        place = { gate: 'trip', trip };
      } else return invalid(c, 'gate', 'must be hall or trip');
      const pairing = await createPairing(db, { name, place, by: c.get('officeUser').email, now: now() });
      return c.json({ code: pairing.code, expiresAt: pairing.expiresAt }, 201);
    })
    .get('/devices', async (c) => c.json({ devices: await listDevices(db) }))
    .post('/devices/:id/revoke', requireAdmin, async (c) => {
      const id = c.req.param('id');
      const revoked =
        uuidPattern.test(id) &&
        (await revokeDevice(db, { id: id.toLowerCase(), by: c.get('officeUser').email, now: now() }));
      return revoked ? c.body(null, 204) : refuse(c, 404, { error: 'not_found', message: 'no such paired device' });
    })
    .get('/counts', async (c) => {
      const day = dayOf(c, utcOffset, now());
      if (!day) return invalid(c, 'day', 'must be a day, YYYY-MM-DD');
      return c.json(await gateCounts(db, trips, day));
    })
    .get('/conflicts', async (c) => c.json({ conflicts: await scanConflicts(db) }));
}
