// The registrations service for the browser tests (playwright.config.ts): on the test port
// (scripts/service-test-port.mjs), over a SQLite file emptied first, so every run starts with
// every seat free and no registration, and answering the service-mode build's origin only.
import { rmSync } from 'node:fs';
import { startLocalService } from './local-service.mjs';
import { serviceSiteOrigin, serviceTestDatabase, serviceTestPort } from './service-test-port.mjs';

const file = serviceTestDatabase();
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });

const service = await startLocalService({
  port: serviceTestPort(),
  siteOrigin: serviceSiteOrigin(),
  databaseUrl: `sqlite:${file}`,
  // Every test's requests come from 127.0.0.1: the production limit (60 a minute per address)
  // would refuse a parallel run's registrations. The limit has tests of its own (service/).
  settings: { RATE_LIMIT_MAX: '100000' },
  // Errors only: Playwright shows a web server's stderr, and a run makes thousands of requests.
  log: (entry) => {
    if (entry.level === 'error') console.error(JSON.stringify(entry));
  },
});
console.log(`Service: ${service.url} (${file})`);
