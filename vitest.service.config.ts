import { configDefaults, defineConfig } from 'vitest/config';

// The registrations service's tests (service/): its pure logic, and the service through real
// HTTP on both engines, SQLite in a temporary file and PostgreSQL at TEST_POSTGRES_URL
// (service/test-support/engines.ts). Apart from test:unit: they open sockets and databases.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    isolate: true,
    include: ['service/**/*.test.ts'],
    // The office pages' pure logic is test:unit's (vitest.config.ts).
    exclude: [...configDefaults.exclude, 'service/office-ui/**'],
    globalSetup: ['service/test-support/global-setup.ts'],
    // The concurrency tests send 200 orders at once on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
