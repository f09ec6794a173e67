import { Hono } from 'hono';
import type { Db } from '../db/schema';
import { listTrips } from '../trips/trip-store';
import type { Trip } from '../trips/trips';

/** `GET /v1/trips`: every trip of the content with its capacity and the seats left. */
export const tripRoutes = (db: Db, trips: readonly Trip[]) =>
  new Hono().get('/', async (c) => {
    const list = await listTrips(db, trips);
    return c.json(
      list.map(({ id, cruise, day, tripTime, capacity, left }) => ({ id, cruise, day, tripTime, capacity, left })),
    );
  });
