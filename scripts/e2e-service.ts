// The registrations service for the browser tests (playwright.config.ts), over a SQLite file
// emptied first, so every run starts with every seat free and no registration, and answering
// the service-mode build's origin only. Its clock runs from the moment the browsers' clock is
// fixed at (e2e/sales-period.ts), so the forms' registration windows agree. The build calls
// the test port (scripts/service-test-port.ts), where a proxy passes requests on to the
// service on the next port, or fails those a test asks it to (e2e/fault-proxy.ts).
import { rmSync } from 'node:fs';
import { createFaultProxy } from '../e2e/fault-proxy.ts';
import { salesPeriod } from '../e2e/sales-period.ts';
import { startLocalService } from './local-service.ts';
import { serviceSiteOrigin, serviceTestDatabase, serviceTestPort, serviceTestUrl } from './service-test-port.ts';

const file = serviceTestDatabase();
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });

const startedAt = Date.now();
const service = await startLocalService({
  port: serviceTestPort() + 1,
  now: () => new Date(salesPeriod + (Date.now() - startedAt)),
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
const proxy = createFaultProxy(service.url);
await new Promise<void>((resolve, reject) => {
  proxy.once('error', reject);
  proxy.listen(serviceTestPort(), '127.0.0.1', resolve);
});
console.log(`Service: ${service.url} (${file}), through the fault proxy at ${serviceTestUrl()}`);
