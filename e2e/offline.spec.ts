import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDirectory } from '../scripts/build-dir.ts';
import { expect, test, type APIRequestContext, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { endChaos, expectInboxBuild, failNext, messagesWith, startChaos, uniqueMarker } from './mail';
import { firstVisit, fullBrowser, outboxEntries, recordOutboxLook, waitingLine } from './offline-support';
import { registrationForms, type RegistrationForm } from './registration-forms';
import { allPages } from './routes';
import { hydrated, visit } from './support';

// The service worker is on here (the other specs block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowser });
test.beforeAll(() => expectInboxBuild());

/** The forms as the running project's build sends them (registration-forms.ts): called in a test. */
const englishForms = () => registrationForms('en');
/** The public visitor form, the first of them. */
const visitorForm = () => englishForms()[0]!;

/** Fills and submits a form, then checks it was kept on the device rather than lost. */
async function submitQueued(page: Page, entry: RegistrationForm, marker: string) {
  await visit(page, entry.path);
  const form = page.getByRole('form', { name: entry.form });
  await entry.fill(form, marker);
  await form.getByRole('button', { name: entry.submit }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(entry.failure);
  await expect(alert).toContainText('saved on this device and will be sent automatically');
  await expect(alert.getByRole('button', { name: 'Cancel this registration' })).toBeVisible();
}

/**
 * A visitor registration whose office e-mail gets a 500: kept on the device, not sent. Every
 * send of it fails until it is seen waiting, not only the first: after a failure the worker
 * asks for a Background Sync, which Chromium may fire at once, and a retry that went through
 * would send it before the test had seen it wait. (Chaos with seed 6 answers 500, 500, 500.)
 */
async function queueAfterServerError(page: Page, request: APIRequestContext, marker: string) {
  await startChaos(request, { match: marker, rate: 1, maxDelayMs: 0, seed: 6 });
  await submitQueued(page, visitorForm(), marker);
  await endChaos(request, marker);
}

/** The office received that registration's e-mail, once. */
async function expectSentOnce(request: APIRequestContext, marker: string) {
  const messages = await messagesWith(request, marker);
  expect(messages.map((message) => message.template_id)).toEqual(['visitor_admin']);
}

test(
  'after one online visit every page opens offline, in both languages, and an unknown one says it is offline',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await firstVisit(page);
    await context.setOffline(true);
    for (const { path, heading } of allPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    await page.goto('/ms/no-such-page');
    await expect(page).toHaveURL(/\/ms\/offline\?from=%2Fms%2Fno-such-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anda di luar talian' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Cuba lagi' })).toHaveAttribute('href', '/ms/no-such-page');
    await expectNoAxeViolations(page);
  },
);

test(
  'a first visit on a phone downloads under 1 MB with brotli, with everything the worker stores for offline',
  { tag: '@mobile' },
  async ({ browser }) => {
    // A fresh context of its own, to count every byte from the first request on, the worker's
    // included (Chromium reports them on the context). Reduced motion: the home slideshow then
    // stays on its first photo, as a visitor who does not wait would see it.
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const sizes: Array<Promise<number>> = [];
    context.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
    });
    await firstVisit(page, '/');
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    expect(bytes, `${Math.round(bytes / 1024)} KB`).toBeLessThan(1_000_000);
    // The worker's download is in it: the other language's home page was stored for offline.
    expect(await page.evaluate(async () => (await caches.match('/ms')) !== undefined)).toBe(true);
    await context.close();
  },
);

test('client navigation between pages works offline', { tag: '@mobile' }, async ({ page, context }) => {
  await firstVisit(page, '/ticket');
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Daily schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'MYBOS Schedule' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Day 1 programme/ })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Getting here & venue map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  // The home carousel's later photos are fetched as JSON, which the worker keeps too.
  await page.getByRole('banner').getByRole('link', { name: 'MYBOS home' }).click();
  const gallery = page.getByRole('region', { name: 'Gallery' });
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect(gallery.getByText('Photos 7–12 of 24')).toBeVisible();
  await expect(gallery.getByRole('img')).toHaveCount(6);
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', /lit up at night/);
});

test(
  'registrations made offline survive a reload and are sent once each, in order, back online',
  { tag: '@mobile' },
  async ({ page, context, request }, testInfo) => {
    await firstVisit(page);
    await context.setOffline(true);
    const markers = englishForms().map((_, index) => `${uniqueMarker(testInfo)}f${index}`);
    for (const [index, entry] of englishForms().entries()) await submitQueued(page, entry, markers[index]!);

    await page.reload();
    await expect(waitingLine(page)).toHaveText(/Registrations waiting to be sent: 4\./);

    await context.setOffline(false);
    await expect(waitingLine(page)).toHaveText('Your waiting registration has been sent.');
    for (const [index, entry] of englishForms().entries()) {
      const messages = await messagesWith(request, markers[index]!);
      expect(messages.map((message) => message.template_id)).toEqual(entry.templates);
      const ids = new Set(messages.map((message) => message.template_params.submissionId));
      expect(ids.size, `one submissionId for ${entry.form}`).toBe(1);
    }
    // Nothing more goes out later.
    await page.reload();
    await expect(waitingLine(page)).toBeHidden();
    for (const [index, entry] of englishForms().entries()) {
      expect(await messagesWith(request, markers[index]!)).toHaveLength(entry.templates.length);
    }
  },
);

test(
  'two open tabs with the same waiting registration send it once',
  { tag: '@mobile' },
  async ({ page: first, context, request }, testInfo) => {
    await firstVisit(first);
    await context.setOffline(true);
    const marker = uniqueMarker(testInfo);
    await submitQueued(first, englishForms()[1]!, marker);
    const second = await context.newPage();
    await second.goto('/exhibitor');
    await expect(waitingLine(second)).toHaveText(/Registrations waiting to be sent: 1\./);
    await expect(waitingLine(first)).toHaveText(/Registrations waiting to be sent: 1\./);

    await context.setOffline(false);
    await expect(waitingLine(first)).toHaveText('Your waiting registration has been sent.');
    await expect(waitingLine(second)).not.toHaveText(/waiting to be sent/);
    await expect.poll(async () => (await messagesWith(request, marker)).length).toBe(2);
    // Sending is over once the outbox holds nothing: only then does "no third e-mail" mean anything.
    await expect.poll(() => outboxEntries(first)).toBe(0);
    await expect(waitingLine(second)).not.toHaveText(/waiting to be sent/);
    expect((await messagesWith(request, marker)).map((message) => message.template_id)).toEqual([
      'exhibitor_admin',
      'exhibitor_confirmation',
    ]);
  },
);

test(
  'a 500 from the e-mail service is retried: sent on the next visit',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await queueAfterServerError(page, request, marker);
    expect(await messagesWith(request, marker)).toHaveLength(0);
    await page.reload();
    await expect(waitingLine(page)).toHaveText('Your waiting registration has been sent.');
    await expectSentOnce(request, marker);
  },
);

test(
  'the sending code loads at once when a registration waits, and not at all when none does',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await queueAfterServerError(page, request, marker);
    const outboxCodeAt: number[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/outbox-[\w-]+\.js$/.test(sent.url())) outboxCodeAt.push(Date.now());
    });

    // A registration that waits announces itself: the next page loads the sending code at once.
    // Both instants on this process's clock (the page's Date is pinned: show-clock.ts).
    await page.goto('/exhibitor', { waitUntil: 'load' });
    const loadedAt = Date.now();
    await expect(waitingLine(page)).toHaveText('Your waiting registration has been sent.');
    expect(outboxCodeAt.length).toBeGreaterThan(0);
    expect(outboxCodeAt[0]!).toBeLessThan(loadedAt + 2000);

    // Nothing waits now: the next page does without it, also once it has settled (2 s without
    // network after load, then idle), when it looks in the outbox's database for itself.
    outboxCodeAt.length = 0;
    await recordOutboxLook(page);
    await page.goto('/exhibitor');
    await hydrated(page);
    await page.waitForFunction(
      () => (window as unknown as { outboxLooked?: boolean }).outboxLooked === true,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(outboxCodeAt).toHaveLength(0);
    await expectSentOnce(request, marker);
  },
);

test(
  'a registration waiting without its announcement (storage partly cleared) is still found and sent',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await queueAfterServerError(page, request, marker);
    // The announcement is a localStorage note; the registration itself is in IndexedDB.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/exhibitor');
    await expect(waitingLine(page)).toHaveText('Your waiting registration has been sent.', { timeout: 20_000 });
    await expectSentOnce(request, marker);
  },
);

test(
  'a 400 is not kept for later: Restore my details is offered instead',
  { tag: '@mobile' },
  async ({ page, request }, testInfo) => {
    const marker = uniqueMarker(testInfo);
    await failNext(request, { match: marker, status: 400 });
    const entry = visitorForm();
    await visit(page, entry.path);
    const form = page.getByRole('form', { name: entry.form });
    await entry.fill(form, marker);
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(entry.failure);
    await expect(alert.getByRole('button', { name: 'Restore my details' })).toBeVisible();
    await expect(alert).not.toContainText('saved on this device');
    await page.reload();
    await hydrated(page);
    await expect(waitingLine(page)).toBeHidden();
  },
);

test(
  'a waiting registration can be cancelled, and then restored into the form',
  { tag: '@mobile' },
  async ({ page, context, request }, testInfo) => {
    await firstVisit(page);
    await context.setOffline(true);
    const marker = uniqueMarker(testInfo);
    await submitQueued(page, visitorForm(), marker);
    await expect(waitingLine(page)).toHaveText(/Registrations waiting to be sent: 1\./);
    await expectNoAxeViolations(page);
    const form = page.getByRole('form', { name: visitorForm().form });
    await form.getByRole('button', { name: 'Cancel this registration' }).click();
    await expect(form.getByRole('alert')).toContainText('Cancelled: this registration will not be sent.');
    await form.getByRole('button', { name: 'Restore my details' }).click();
    await expect(form.getByLabel('Last name')).toHaveValue(marker);
    await context.setOffline(false);
    await page.reload();
    await hydrated(page);
    // A cancelled registration leaves the outbox: with nothing held, nothing can be sent.
    await expect.poll(() => outboxEntries(page)).toBe(0);
    expect(await messagesWith(request, marker)).toHaveLength(0);
  },
);

const builtWorker = join(clientDirectory(), 'sw.js');

/**
 * Deploys a new /sw.js, as a new build would, and asks the browser to look for it: the same
 * worker with another version (of the same length, so the static server's cached file size
 * still holds). Put back afterwards.
 */
async function deployNewWorker(page: Page) {
  const current = readFileSync(builtWorker, 'utf8');
  const next = current.replace(
    /\bversion(\W{1,3})([0-9a-f]{12})/,
    (_, between: string, version: string) => `version${between}${[...version].reverse().join('')}`,
  );
  expect(next).not.toBe(current);
  writeFileSync(builtWorker, next);
  // The test server's ETag for a file is fixed at start-up (a real deploy changes it), so the
  // browser's revalidation would be told "not modified": forget the cached copy instead.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  return () => writeFileSync(builtWorker, current);
}

test(
  'a new deploy shows "A new version of the site is available"; only Reload reloads',
  { tag: '@mobile' },
  async ({ page }) => {
    await firstVisit(page, '/public-registration');
    const form = page.getByRole('form', { name: visitorForm().form });
    await form.getByLabel('First name').fill('Still typing');
    const restore = await deployNewWorker(page);
    try {
      const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is available' });
      await expect(notice).toBeVisible();
      // Nothing reloaded under the visitor.
      await expect(form.getByLabel('First name')).toHaveValue('Still typing');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await page.waitForURL('**/public-registration');
      await expect(form.getByLabel('First name')).toHaveValue('');
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    } finally {
      restore();
    }
  },
);
