import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from './start-service';
import { onEachEngine, type TestDatabase } from './test-support/engines';
import { samples } from './test-support/samples';
import { newReference, put, startTestService } from './test-support/service';

const max = 5;
// A fixed clock, 20 s into a minute: the window cannot turn over during the test.
const now = () => new Date('2026-11-27T10:00:20Z');

onEachEngine(({ engine, create }) => {
  describe(`rate limit on ${engine}`, () => {
    let database: TestDatabase;
    let first: RunningService;
    let second: RunningService;
    const body = { kind: 'interest', lang: 'en', data: samples.interest };

    beforeAll(async () => {
      database = await create();
      // Two instances on one database, as behind a load balancer; each counts the same
      // client by the address its proxy appended to X-Forwarded-For.
      first = await startTestService(database, { rateLimitMax: max, trustProxy: true, now });
      second = await startTestService(database, { rateLimitMax: max, trustProxy: true, now });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    it('refuses the request past the limit with 429 and Retry-After, counted across instances', async () => {
      const client = { 'x-forwarded-for': '203.0.113.9' };
      const statuses: number[] = [];
      for (let index = 0; index < max; index++) {
        const service = index % 2 === 0 ? first : second;
        // A refused request counts as much as a stored one.
        const request = index === 0 ? { ...body, kind: 'vip' } : body;
        statuses.push((await put(service, newReference(), request, { headers: client })).status);
      }
      expect(statuses).toEqual([400, 201, 201, 201, 201]);
      const limited = await put(second, newReference(), body, { headers: client });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBe(40);
      expect(await limited.json()).toMatchObject({ error: 'rate_limited' });

      // Another client is not held back, nor is the health check.
      expect((await put(first, newReference(), body, { headers: { 'x-forwarded-for': '198.51.100.7' } })).status).toBe(
        201,
      );
      expect((await fetch(`${first.url}/v1/health`, { headers: client })).status).toBe(200);
    });

    it('stores no address, only a hash of it', async () => {
      const rows = await first.db.selectFrom('rate_limits').select('client').execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.client).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    });
  });
});
