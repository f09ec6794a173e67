import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { scanPwa } from './scan-pwa.ts';

/**
 * The office's pages (issue #49): a React app of its own, built apart from the public site
 * (`npm run build:office` → build-office/) and served by the registrations service at /office
 * (service/routes/office-pages.ts). Nothing here is imported by app/, and the site's build,
 * sitemap, search index and service worker never see it
 * (docs/decisions/096-office-pages-a-separate-react-entry.md).
 *
 * JSX is compiled by Vite's own transformer (Oxc, `jsx: react-jsx` in tsconfig.json): the
 * office needs no Fast Refresh, so no React plugin. No inline script or style anywhere, for its
 * CSP (`script-src 'self'; style-src 'self'`): the module-preload polyfill is off (every
 * browser the office supports has modulepreload), CSS is a file, and assets are never inlined
 * as data: URLs but for images.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/office/',
  publicDir: false,
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  // The gate's phone page (/office/scan) is a second entry: its own small bundle, manifest and worker.
  plugins: [scanPwa()],
  build: {
    outDir: fileURLToPath(new URL('../../build-office', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      input: { office: `${root}index.html`, scan: `${root}scan/index.html` },
      checks: { pluginTimings: false },
      // React Router's `"use client"`: for server components, which the office has none of.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
