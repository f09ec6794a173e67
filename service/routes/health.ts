import { Hono } from 'hono';
import { databaseAnswers } from '../db/open-database';
import type { Db } from '../db/schema';

/** `GET /v1/health`: 200 while the database answers, 503 otherwise (the load balancer's check). */
export const healthRoutes = (db: Db) =>
  new Hono().get('/', async (c) =>
    (await databaseAnswers(db)) ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503),
  );
