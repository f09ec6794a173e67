import { defineConfig } from 'vitest/config';
import { heroPortraits } from './scripts/hero-portraits.ts';
import { isolationProjects } from './scripts/vitest-isolation.ts';

// Unit tests only: pure logic next to the code. Browser behaviour is tested by Playwright in e2e/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The build's content modules import the hero's phone crops from it (app/content/editions.server.ts).
  plugins: [heroPortraits()],
  test: {
    // A file that mocks, stubs or renders gets a fresh module graph and DOM; the others share
    // their worker's modules: loading them afresh for each file was half of this step's time.
    projects: isolationProjects('unit', import.meta.dirname, [
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'mail-sink/**/*.test.ts',
      'service-worker/**/*.test.{ts,mjs}',
      'editor/**/*.test.ts',
      // Helpers of the browser tests that are pure logic (e2e/fake-camera.ts); Playwright runs *.spec.ts only.
      'e2e/**/*.test.ts',
      // The office pages' pure logic: browser code, no database (test:service has the rest of service/).
      'service/office-ui/**/*.test.ts',
    ]),
  },
});
