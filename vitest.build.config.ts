import { defineConfig } from 'vitest/config';

// Checks on the production build in build/client that need no browser (run after `npm run build`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { isolate: true, include: ['build-checks/**/*.test.ts'] },
});
