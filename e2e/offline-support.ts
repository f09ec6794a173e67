import { test, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.ts';
import { visit } from './support';

/**
 * The full browser, for the specs of the outbox's delivery: `test.use({ launchOptions:
 * fullBrowser })`. The other specs run on Chromium's headless shell (scripts/chromium.ts),
 * which did not fire Background Sync's `sync` event with no page of the site open, and once left
 * a registration waiting after the device came back online; visitors' browsers do both.
 */
export const fullBrowser = { executablePath: findChromium() ?? undefined, args: chromiumArgs };

/**
 * One online visit: the worker installs, precaches the site and takes control of the page.
 * It registers only once the page has settled (2 s without network, then idle: see
 * app/lib/after-page-settles.ts), so a test that installs it gets the slow timeout. The
 * default page is a light one: the home page's slideshow keeps fetching photos, which
 * restarts that wait, and under load the worker then took over 30 s to take control.
 */
export async function firstVisit(page: Page, path = '/accessibility') {
  test.slow();
  await visit(page, path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
    polling: 250,
  });
}

/** The header's line about registrations kept on this device. */
export const waitingLine = (page: Page) => page.getByRole('banner').getByRole('status');

/**
 * How many registrations the outbox's IndexedDB store holds, read in the page with the bare
 * API (app/features/outbox/outbox-hint.ts names the database). None held means none can
 * still be sent: the positive sign that sending is over, before asserting what arrived.
 */
export function outboxEntries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('mybos-outbox');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('registrations')) {
            database.close();
            resolve(0);
            return;
          }
          const count = database.transaction('registrations').objectStore('registrations').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * Marks in the page when the settled page's own look into the outbox's database has been
 * answered (`window.outboxLooked`): after that, the page has decided whether to load the
 * sending code.
 */
export async function recordOutboxLook(page: Page) {
  await page.addInitScript(() => {
    const count = IDBObjectStore.prototype.count;
    IDBObjectStore.prototype.count = function (this: IDBObjectStore, ...args: Parameters<typeof count>) {
      const request = count.apply(this, args);
      // After the page's own success handler and the promise it resolves.
      request.addEventListener('success', () => {
        setTimeout(() => ((window as unknown as { outboxLooked: boolean }).outboxLooked = true));
      });
      return request;
    };
  });
}
