import { defineConfig } from 'vitest/config';

// Unit tests only: pure logic next to the code. Browser behaviour is tested by Playwright in e2e/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'mail-sink/**/*.test.{ts,mjs}',
      'service-worker/**/*.test.mjs',
      'editor/**/*.test.ts',
    ],
  },
});
