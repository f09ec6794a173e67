import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect } from '@playwright/test';
import { clientDirectory } from '../scripts/build-dir.ts';
import { SERVICE_BUILD_DIR, serviceTestDatabase, serviceTestUrl } from '../scripts/service-test-port.ts';

/**
 * The registrations service Playwright starts for the `service` project (playwright.config.ts,
 * scripts/e2e-service.ts), and the SQLite file it stores into, fresh at each run.
 */
export const serviceUrl = serviceTestUrl();
export const serviceDatabase = serviceTestDatabase();

/** Fails with the fix when the service-mode build is missing or calls another service. */
export function expectServiceBuild() {
  const marker = join(clientDirectory({ SITE_BUILD_DIR: SERVICE_BUILD_DIR }), '.registrations-url');
  const url = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : undefined;
  const found = url
    ? `${SERVICE_BUILD_DIR}/ calls ${url}`
    : `there is no build with the service in ${SERVICE_BUILD_DIR}/`;
  expect(url, `${found}; run "npm run build:inbox -- --service" with the same E2E_PORT / SERVICE_TEST_PORT first`).toBe(
    serviceUrl,
  );
}

/**
 * Reads what the service stored, from its database opened read-only (the service keeps writing
 * to it): `query` with `params`, every row.
 */
export function storedRows(query: string, ...params: (string | number)[]) {
  const db = new DatabaseSync(serviceDatabase, { readOnly: true });
  try {
    return db.prepare(query).all(...params);
  } finally {
    db.close();
  }
}
