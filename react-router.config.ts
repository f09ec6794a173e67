import type { Config } from '@react-router/dev/config';
import { pages, notFoundPage } from './app/content/pages';

export default {
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // `/404` renders the not-found page; scripts/finalize-build.mjs turns it into 404.html.
  async prerender() {
    return [...Object.values(pages).map((page) => page.path), notFoundPage.path];
  },
} satisfies Config;
