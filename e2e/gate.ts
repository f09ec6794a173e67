import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { GatePlace } from '../app/features/gate/check-scan';
import { sampleOrder } from '../app/features/registration/test-samples';
import { tripId } from '../app/routes/ticket/form/trip-id';
import { officeTestDatabase, officeTestOrigin } from '../scripts/service-test-port.ts';
import { en } from './content';
import { moveDeviceClock } from './device-clock';
import { register as storeRegistration, signedIn } from './office-session';

/**
 * What the gate's browser tests (e2e/gate.spec.ts, issue #50) need around the phone's page
 * `/office/scan`, against the office tests' service (scripts/e2e-office.ts): registrations and
 * their passes stored through the service's API, an admin signed in to the office, pairing
 * codes, a cancelled registration (its passes revoked), a revoked device, and the phone's clock
 * on a show day.
 * The admin signs in as the office's own tests do (e2e/office-session.ts).
 */

export const origin = officeTestOrigin();

/**
 * The show day the phones live on, and two trips of it: the show's last day and Damai Puteri's
 * trips, which no other browser test touches. e2e/office.spec.ts counts Manta Oro's seats, and
 * e2e/office-gate.spec.ts the hall's entries on the 6th and a Manta Blu trip's boarding; all
 * three run side by side on one service, so none may move the others' numbers.
 */
export const gateDay = '2026-02-07';
/** The day as the phone's page words it (service/office-ui/format.ts, `shortDay`). */
export const gateDayWords = 'Sat 7 Feb';
const cruiseIndex = en.cruises.findIndex((cruise) => cruise.name === 'Damai Puteri');
const cruise = en.cruises[cruiseIndex]!;
export const trips = {
  x: { id: tripId(cruise.name, gateDay, cruise.tripTimes[0]!), time: cruise.tripTimes[0]! },
  y: { id: tripId(cruise.name, gateDay, cruise.tripTimes[1]!), time: cruise.tripTimes[1]! },
};
/** A phone's gate, as the page words it (service/office-ui/gate/gate-words.ts). */
export const gangwayOf = (trip: { time: string }) => `Gangway: ${cruise.name}, ${gateDayWords} ${trip.time}`;
/** What a boarding pass is for, as the answer says it: the pass's own words for its trip. */
export const boardingWhat = (trip: { time: string }) => `${cruise.name}, ${gateDay} ${trip.time}`;

/** Ten in the morning on the show day, in the show's time zone. */
export const showMorning = Date.parse(`${gateDay}T10:00:00+08:00`);

/** The phone's clock on the show day (e2e/device-clock.ts: `Date` only). */
export const atShowTime = (context: BrowserContext, at: number = showMorning) => moveDeviceClock(context, at);

export type StoredPass = { id: string; kind: string; token: string };
export type Stored = { reference: string; passes: StoredPass[] };

/** A registration stored through the service's own API, as the site stores one, with its passes' tokens. */
export async function register(
  request: APIRequestContext,
  kind: string,
  data: Record<string, unknown>,
  lang = 'en',
): Promise<Stored> {
  const { reference, passes: issued } = await storeRegistration(request, kind, data, lang);
  // The token is what a pass's link carries after `#`: what its page shows as a QR code.
  const passes = issued.map(({ id, kind: passKind, url }) => ({ id, kind: passKind, token: url.split('#')[1]! }));
  for (const pass of passes) expect(pass.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return { reference, passes };
}

/** A ticket order of `pax` seats on `trip` and no entrance tickets: one boarding pass. */
export async function boardingPass(request: APIRequestContext, lastName: string, trip: { time: string }, pax: number) {
  const stored = await register(request, 'ticket', {
    ...sampleOrder,
    lastName,
    tickets: sampleOrder.tickets.map(() => '0'),
    cruises: en.cruises.map((_, index) =>
      index === cruiseIndex ? { pax: String(pax), tripTime: trip.time, day: gateDay } : { pax: '0', tripTime: '' },
    ),
  });
  expect(stored.passes.map((pass) => pass.kind)).toEqual(['boarding']);
  return { ...stored, pass: stored.passes[0]!, name: `${sampleOrder.firstName} ${lastName}` };
}

/** The office as an admin sees it through its API: the session's cookie, its CSRF token on each change. */
export type OfficeAdmin = {
  context: BrowserContext;
  page: Page;
  email: string;
  get: <T>(path: string) => Promise<T>;
  post: (path: string, data?: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;
};

/**
 * An admin, as a deployment gets its first: a one-time link from `npm run office:invite`, a
 * passkey made by the browser's virtual authenticator (e2e/office-session.ts); then the API
 * with the session's cookie and CSRF token.
 */
export async function signInAdmin(browser: Browser, email: string): Promise<OfficeAdmin> {
  const { context, page } = await signedIn(browser, email, 'admin', 'Gate admin');

  const session = await page.request.get(`${origin}/office/api/session`);
  expect(session.status()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return {
    context,
    page,
    email,
    get: async <T>(path: string) => {
      const response = await page.request.get(`${origin}/office/api${path}`);
      expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
      return (await response.json()) as T;
    },
    post: async (path, data) => {
      const response = await page.request.post(`${origin}/office/api${path}`, {
        headers: { Origin: origin, 'X-CSRF-Token': csrfToken },
        ...(data ? { data } : {}),
      });
      const text = await response.text();
      return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/** An admin's one-time code pairing a phone named `name` to `place`. */
export async function pairingCode(admin: OfficeAdmin, name: string, place: GatePlace): Promise<string> {
  const { status, body } = await admin.post('/gate/pairings', { name, ...place });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as { code: string }).code;
}

/** The admin cancels a registration: its passes are revoked (service/office/cancel.ts). */
export async function cancelRegistration(admin: OfficeAdmin, reference: string) {
  const { status, body } = await admin.post(`/registrations/${reference}/cancel`);
  expect(status, JSON.stringify(body)).toBe(200);
}

type ListedDevice = { id: string; name: string; revokedAt: string | null };

/** The paired device named `name` (names are unique per run here). */
export async function deviceNamed(admin: OfficeAdmin, name: string): Promise<ListedDevice> {
  const { devices } = await admin.get<{ devices: ListedDevice[] }>('/gate/devices');
  const found = devices.filter((device) => device.name === name);
  expect(found, `one device named ${name}`).toHaveLength(1);
  return found[0]!;
}

export async function revokeDevice(admin: OfficeAdmin, name: string) {
  const device = await deviceNamed(admin, name);
  expect((await admin.post(`/gate/devices/${device.id}/revoke`)).status).toBe(204);
}

export type TripCount = { trip: string; boarded: number; booked: number };

/** Boarded of booked on `trip`, as the office's counts say for the show day. */
export async function tripCount(admin: OfficeAdmin, trip: string): Promise<TripCount> {
  const counts = await admin.get<{ trips: TripCount[] }>(`/gate/counts?day=${gateDay}`);
  const row = counts.trips.find((candidate) => candidate.trip === trip);
  expect(row, `the counts list ${trip}`).toBeDefined();
  return { trip, boarded: row!.boarded, booked: row!.booked };
}

export type Conflict = {
  passId: string;
  reference: string | null;
  name: string | null;
  scans: { device: { id: string; name: string } }[];
};

export const conflicts = async (admin: OfficeAdmin) =>
  (await admin.get<{ conflicts: Conflict[] }>('/gate/conflicts')).conflicts;

/**
 * The scans the service stored from one device, read from its database (opened read-only; the
 * service keeps writing to it): what "sent once" is checked against, since the office's API
 * gives counts, not the scans themselves.
 */
export function storedScans(deviceId: string) {
  const db = new DatabaseSync(officeTestDatabase(), { readOnly: true });
  try {
    return db
      .prepare('select id, pass_id, outcome, reason from scans where device_id = ? order by scanned_at')
      .all(deviceId) as { id: string; pass_id: string | null; outcome: string; reason: string | null }[];
  } finally {
    db.close();
  }
}

/** A phone's context: a phone's width, the show day's clock, no service worker (playwright.config.ts). */
export async function newPhone(
  browser: Browser,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, serviceWorkers });
  await atShowTime(context);
  return context;
}

/**
 * Opens the scan page with a pairing code in its address, which pairs at once; resolves once
 * the phone shows its name and has its passes for the day.
 */
export async function pairedPage(context: BrowserContext, code: string, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/office/scan#pair=${code}`);
  await expect(page.getByText(`This phone: ${name}`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Passes for ${gateDayWords}`);
  return page;
}
