import { expectServiceBuild, serviceUrl, storedRows } from './service';
import { visit } from './support';
import { expect, test, type Page } from './show-clock';

/**
 * The service-mode wiring, nothing of the forms: the build calls this run's service, its pages'
 * policy lets them reach it, the service answers their origin (CORS), and it has the content's
 * trips. What the ticket form does with the service is in the other *.service.spec.ts.
 */
test.beforeAll(() => expectServiceBuild());

/** What a fetch of `url` from the page gives: the status and body, or the error (a CSP or CORS refusal). */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(
    (target) =>
      fetch(target).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
        (error: Error) => ({ error: error.message }),
      ),
    url,
  );

test('the pages reach the service: their policy and the service’s CORS allow them', async ({ page }) => {
  await visit(page, '/ticket');
  expect(await fetchFromPage(page, `${serviceUrl}/v1/health`)).toEqual({ status: 200, body: { status: 'ok' } });
});

test('the pages of the build without the service may not reach it: their policy refuses', async ({ page }) => {
  // The build every other spec tests (the `desktop` and `mobile` projects' site).
  const noServiceSite = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
  const refused = page.waitForEvent('console', (message) => message.text().includes('Content Security Policy'));
  await visit(page, `${noServiceSite}/ticket`);
  expect(await fetchFromPage(page, `${serviceUrl}/v1/health`)).toEqual({ error: 'Failed to fetch' });
  await refused;
});

test('the service lists the content’s trips, from the database the tests read', async ({ request }) => {
  const response = await request.get(`${serviceUrl}/v1/trips`);
  expect(response.status()).toBe(200);
  const trips = (await response.json()) as { id: string; capacity: number; left: number }[];
  expect(trips.length).toBeGreaterThan(0);
  for (const trip of trips) expect(trip.left).toBeLessThanOrEqual(trip.capacity);
  const stored = storedRows('select id from trips') as { id: string }[];
  expect(stored.map(({ id }) => id).sort()).toEqual(trips.map(({ id }) => id).sort());
});
