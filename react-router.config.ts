import type { Config } from '@react-router/dev/config';
import { readEditions } from './app/content/read-editions.server';
import { calendarEntries } from './app/features/calendar/calendar-events';
import { galleryPhotosPath } from './app/features/gallery/gallery-photos';
import { calendarFilePath } from './app/features/calendar/calendar';
import { boatPagesPath, boatPath } from './app/features/boats/boat-path';
import { exhibitorPagesPath, exhibitorPath } from './app/features/exhibitors/exhibitor-path';
import { shellDataPath } from './app/data/root-data';
import { langs, localizedPath } from './app/lib/lang';
import { buildDirectory } from './scripts/build-dir.ts';

export default {
  // A static site: every page is prerendered to HTML at build time and hydrated in the browser.
  ssr: false,
  // build/, or SITE_BUILD_DIR: the browser tests' second build, with the service (scripts/build-dir.ts).
  buildDirectory: buildDirectory(),
  // Every page in every language. `/404` and `/ms/404` render the not-found page;
  // scripts/finalize-build.ts turns them into 404.html and ms/404.html. `/offline` is what
  // the service worker shows for a page not on the device; `/pass` shows a pass from the token
  // in its link's fragment (neither is in the sitemap). Then every boat's and exhibitor's
  // page, the gallery's photos as JSON and every calendar file, in every language (the
  // entries' ids are the same in both), and the sitemap and robots.txt.
  async prerender() {
    const { en } = readEditions();
    const { pages, notFoundPage, offlinePage, passPage } = en;
    const paths = [
      ...Object.values(pages).map((page) => page.path),
      notFoundPage.path,
      offlinePage.path,
      passPage.path,
    ];
    const calendarIds = [...calendarEntries(en, 'en').keys()];
    return langs
      .flatMap((lang) => [
        ...paths.map((path) => localizedPath(path, lang)),
        ...en.boats.all.map((boat) => boatPath(boat.id, lang)),
        ...en.exhibitors.all.map((exhibitor) => exhibitorPath(exhibitor.id, lang)),
        localizedPath(galleryPhotosPath, lang),
        localizedPath(boatPagesPath, lang),
        localizedPath(exhibitorPagesPath, lang),
        localizedPath(shellDataPath, lang),
        ...calendarIds.map((id) => calendarFilePath(id, lang)),
      ])
      .concat('/sitemap.xml', '/robots.txt');
  },
} satisfies Config;
