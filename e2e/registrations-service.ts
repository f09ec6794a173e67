import { expect, type APIRequestContext } from '@playwright/test';
import { tripId } from '../app/routes/ticket/form/trip-id';
import { en } from './content';
import { serviceUrl, storedRows } from './service';

/** A registration as the service stored it. */
export type StoredRegistration = { reference: string; kind: string; lang: string; data: Record<string, unknown> };

/**
 * The registrations whose stored fields carry `marker`. Tests run in parallel against one
 * service, so each looks only at what it sent.
 */
export function storedWith(marker: string): StoredRegistration[] {
  const rows = storedRows(
    'SELECT reference, kind, lang, data FROM registrations WHERE data LIKE ? ORDER BY received_at',
    `%${marker}%`,
  ) as Array<{ reference: string; kind: string; lang: string; data: string }>;
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }));
}

/**
 * Network faults on the way to the service for the registrations carrying `match`, as the local
 * inbox makes them on the way to EmailJS (e2e/fault-proxy.ts): a share `rate` fails, after up
 * to `maxDelayMs`, with a 500, 503, 429 or a network error.
 */
export async function startServiceChaos(
  request: APIRequestContext,
  options: { match: string; rate: number; maxDelayMs: number; seed: number },
) {
  expect((await request.post(`${serviceUrl}/__faults/chaos`, { data: options })).ok()).toBe(true);
}

export async function endServiceChaos(request: APIRequestContext, match: string) {
  const response = await request.delete(`${serviceUrl}/__faults/chaos?match=${encodeURIComponent(match)}`);
  expect(response.ok()).toBe(true);
}

/** The seats left on each trip, as the site reads them. */
export async function seatsLeft(request: APIRequestContext): Promise<Map<string, number>> {
  const response = await request.get(`${serviceUrl}/v1/trips`);
  expect(response.ok()).toBe(true);
  const trips = (await response.json()) as Array<{ id: string; left: number }>;
  return new Map(trips.map((trip) => [trip.id, trip.left]));
}

/**
 * Books a trip down to `left` seats, as other buyers would: orders of at most the most one
 * line may hold, straight to the service. Each test uses trips of its own.
 */
export async function bookTripDownTo(
  request: APIRequestContext,
  trip: { cruise: number; day: string; tripTime: string },
  left: number,
) {
  const cruise = en.cruises[trip.cruise]!;
  const id = tripId(cruise.name, trip.day, trip.tripTime);
  let toTake = (await seatsLeft(request)).get(id)! - left;
  expect(toTake, `${id} has at least ${left} seats left`).toBeGreaterThanOrEqual(0);
  while (toTake > 0) {
    const pax = Math.min(toTake, en.tickets.maxPerOrderLine);
    const response = await request.put(`${serviceUrl}/v1/registrations/${crypto.randomUUID()}`, {
      data: {
        kind: 'ticket',
        lang: 'en',
        data: {
          firstName: 'Other',
          lastName: 'Buyer',
          email: 'other.buyer@example.com',
          countryCode: '+60',
          localNumber: '123456789',
          tickets: en.tickets.categories.map(() => '0'),
          cruises: en.cruises.map((_, index) =>
            index === trip.cruise
              ? { pax: String(pax), tripTime: trip.tripTime, day: trip.day }
              : { pax: '0', tripTime: '', day: '' },
          ),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    toTake -= pax;
  }
  return id;
}
