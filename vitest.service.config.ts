import { defineConfig } from 'vitest/config';
import { isolationProjects } from './scripts/vitest-isolation.ts';

// The registrations service's tests (service/): its pure logic, and the service through real
// HTTP on both engines, SQLite in a temporary file and PostgreSQL at TEST_POSTGRES_URL
// (service/test-support/engines.ts). Apart from test:unit: they open sockets and databases.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // As test:unit's (vitest.config.ts): a file that mocks or stubs gets a fresh module graph,
    // the others share their worker's modules. The office pages' pure logic is test:unit's.
    projects: isolationProjects('service', import.meta.dirname, ['service/**/*.test.ts'], ['service/office-ui/**']),
    globalSetup: ['service/test-support/global-setup.ts'],
    // The concurrency tests send 200 orders at once on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
