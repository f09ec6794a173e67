import { test, type Page } from '@playwright/test';
import { visit } from './support';

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
