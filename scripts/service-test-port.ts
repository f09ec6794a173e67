// Where the browser tests' registrations service and the build that calls it live, decided in
// one place for the build (scripts/build-inbox.ts --service), Playwright (playwright.config.ts)
// and the tests (e2e/service.ts). Derived from E2E_PORT like the inbox (scripts/mail-sink-port.ts),
// so side-by-side checkouts never share a service or its database:
// - the service: SERVICE_TEST_PORT, else E2E_PORT + 4, else 4177 (never 8787, `npm start`'s), the
//   address the build calls, where a fault proxy stands in front of the service on the next port
//   (scripts/e2e-service.ts);
// - the build with the service, served at E2E_PORT + 1 (4174): the one origin the service allows.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const e2ePort = (env: NodeJS.ProcessEnv) => Number(env.E2E_PORT || 4173);

export function serviceTestPort(env = process.env) {
  if (env.SERVICE_TEST_PORT) return Number(env.SERVICE_TEST_PORT);
  return e2ePort(env) + 4;
}

/** The service's origin, as the service-mode build calls it. */
export const serviceTestUrl = (env = process.env) => `http://127.0.0.1:${serviceTestPort(env)}`;

export const serviceSitePort = (env = process.env) => e2ePort(env) + 1;

/** The service-mode site's origin: its pages' Origin, the one the service's CORS allows. */
export const serviceSiteOrigin = (env = process.env) => `http://127.0.0.1:${serviceSitePort(env)}`;

/** The SQLite file the tests' service stores into, emptied at the start of each run. */
export const serviceTestDatabase = (env = process.env) =>
  join(tmpdir(), `mybos-service-e2e-${serviceTestPort(env)}.sqlite`);

/** The folder of the service-mode build (SITE_BUILD_DIR for its steps; scripts/build-dir.ts). */
export const SERVICE_BUILD_DIR = 'build-service';

// The office's browser tests (e2e/office.spec.ts, scripts/e2e-office.ts): a service of their
// own, serving the office's pages, at OFFICE_TEST_PORT, else E2E_PORT + 6 (4179). Its origin is
// `localhost`, never 127.0.0.1: a passkey's relying party is a host name, not an IP address.
export function officeTestPort(env = process.env) {
  if (env.OFFICE_TEST_PORT) return Number(env.OFFICE_TEST_PORT);
  return e2ePort(env) + 6;
}

export const officeTestOrigin = (env = process.env) => `http://localhost:${officeTestPort(env)}`;

/** The SQLite file the office tests' service stores into, emptied at the start of each run. */
export const officeTestDatabase = (env = process.env) =>
  join(tmpdir(), `mybos-office-e2e-${officeTestPort(env)}.sqlite`);

/** The office's build (`npm run build:office`), which the office tests' service serves. */
export const OFFICE_BUILD_DIR = 'build-office';
