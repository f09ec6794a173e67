import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './show-clock';
import { en, ms } from './content';

const englishForms = en.forms;
const malayForms = ms.forms;
import {
  endChaos,
  expectInboxBuild,
  expectMessages,
  heldSends,
  holdNext,
  messagesWith,
  releaseHeld,
  startChaos,
  uniqueMarker,
} from './mail';
import { chaosRun } from './chaos-run';
import { firstVisit, fullBrowser, waitingLine } from './offline-support';
import { registrationForms, type RegistrationForm } from './registration-forms';
import { visit } from './support';

// A registration, once submitted, reaches the office exactly once, whatever the tab and the
// network do meanwhile: the service worker sends it (service-worker/outbox.ts). Faults are
// made by the local inbox on the way in (mail-sink/faults.ts): a held send is in flight for
// as long as the test likes, then delivered or dropped as a network error.
// Delivery does not depend on the page's width: these run at desktop width only.
test.use({ serviceWorkers: 'allow', launchOptions: fullBrowser });
test.beforeAll(() => expectInboxBuild());

/** Fills and submits `entry` in a new tab of `context`, with its first e-mail held in flight. */
async function submitHeld(
  context: BrowserContext,
  request: APIRequestContext,
  entry: RegistrationForm,
  marker: string,
) {
  await holdNext(request, marker);
  const tab = await context.newPage();
  await visit(tab, entry.path);
  const form = tab.getByRole('form', { name: entry.form });
  await entry.fill(form, marker);
  await form.getByRole('button', { name: entry.submit }).click();
  const submittedAt = Date.now();
  await expect.poll(() => heldSends(request, marker)).toBe(1);
  return { tab, submittedAt };
}

/** Closes the tab half a second after its submit, as a visitor pocketing the phone would. */
async function closeSoonAfter({ tab, submittedAt }: { tab: Page; submittedAt: number }) {
  await tab.waitForTimeout(Math.max(0, submittedAt + 500 - Date.now()));
  await tab.close();
}

for (const lang of ['en', 'ms'] as const) {
  test(
    `each form (${lang}): the tab is closed 0.5 s after submitting, while the send is in flight; the office gets it once`,
    { tag: '@desktop' },
    async ({ page, context, request }, testInfo) => {
      await firstVisit(page);
      for (const entry of registrationForms(lang)) {
        const marker = uniqueMarker(testInfo);
        await closeSoonAfter(await submitHeld(context, request, entry, marker));
        expect(await releaseHeld(request, marker, 'deliver'), `${entry.path}: the send outlived its tab`).toBe(1);
        const messages = await expectMessages(request, marker, entry.templates.length, page);
        expect(
          messages.map((message) => message.template_id),
          entry.path,
        ).toEqual(entry.templates);
        const ids = new Set(messages.map((message) => message.template_params.submissionId));
        expect(ids.size, `${entry.path}: one reference`).toBe(1);
        expect(messages[0]!.template_params.language).toBe(lang);
      }
    },
  );
}

test(
  'a send dropped after its tab closed, while the network stays down, goes when the visitor comes back, once',
  { tag: '@desktop' },
  async ({ page, context, request }, testInfo) => {
    await firstVisit(page);
    const [entry] = registrationForms('en');
    const marker = uniqueMarker(testInfo);
    await closeSoonAfter(await submitHeld(context, request, entry!, marker));
    await page.close();
    // The network is down for this registration: every try fails, the worker's own and
    // Background Sync's, until it heals.
    await startChaos(request, { match: marker, rate: 1, maxDelayMs: 0, seed: 1 });
    expect(await releaseHeld(request, marker, 'drop')).toBe(1);
    // The visitor looks in while the network is still down: the header says it is kept on
    // the device, not sent, which is when "nothing arrived" means something.
    const back = await context.newPage();
    await visit(back, '/exhibitor');
    await expect(waitingLine(back)).toHaveText(
      'Registrations waiting to be sent: 1. They go automatically when you are online.',
    );
    expect(await messagesWith(request, marker)).toHaveLength(0);

    await endChaos(request, marker);
    await back.reload();
    await expect(waitingLine(back)).toHaveText('Your waiting registration has been sent.');
    // The device then holds nothing more to send (expectMessages waits for that), so no
    // later look, such as this reload, can send it twice.
    await expectMessages(request, marker, 1, back);
    await back.reload();
    expect(await messagesWith(request, marker)).toHaveLength(1);
  },
);

test(
  'Background Sync sends a dropped registration with no tab of the site open',
  { tag: '@desktop' },
  async ({ page, context, request }, testInfo) => {
    await firstVisit(page);
    expect(await page.evaluate(() => 'sync' in ServiceWorkerRegistration.prototype)).toBe(true);
    const [entry] = registrationForms('ms');
    const marker = uniqueMarker(testInfo);
    const held = await submitHeld(context, request, entry!, marker);
    await closeSoonAfter(held);
    await page.close();
    expect(context.pages()).toHaveLength(0);
    expect(await releaseHeld(request, marker, 'drop')).toBe(1);
    // The worker asked the browser for a sync when the send failed; the browser, online,
    // wakes it at once and it sends, with no page to ask it.
    await expect.poll(async () => (await messagesWith(request, marker)).length).toBe(1);
    // A page opened once it arrived shows the device holds nothing more that could go twice.
    const after = await context.newPage();
    await visit(after, '/accessibility');
    const messages = await expectMessages(request, marker, 1, after);
    expect(messages[0]!.template_params.language).toBe('ms');
  },
);

test(
  'twenty registrations while sends fail at random, with reloads, offline spells, navigation and two tabs: each arrives once',
  { tag: '@desktop' },
  async ({ page, context, request }, testInfo) => {
    await chaosRun({ page, context, request }, testInfo);
  },
);

test(
  'the visitor sees the same messages: sent, and kept when the send fails',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    await firstVisit(page);
    for (const [lang, content] of [
      ['en', englishForms],
      ['ms', malayForms],
    ] as const) {
      const exhibitor = registrationForms(lang)[1]!;
      await visit(page, exhibitor.path);
      const form = page.getByRole('form', { name: exhibitor.form });
      await exhibitor.fill(form, uniqueMarker(testInfo));
      await form.getByRole('button', { name: exhibitor.submit }).click();
      const dialog = page.getByRole('dialog', { name: content.copy.exhibitor.successTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: lang === 'ms' ? 'Tutup' : 'Close' }).click();

      const marker = uniqueMarker(testInfo);
      await holdNext(request, marker);
      await exhibitor.fill(form, marker);
      await form.getByRole('button', { name: exhibitor.submit }).click();
      await expect.poll(() => heldSends(request, marker)).toBe(1);
      // The network stays down for a while: the failure is told, and the registration kept.
      await startChaos(request, { match: marker, rate: 1, maxDelayMs: 0, seed: 1 });
      await releaseHeld(request, marker, 'drop');
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(exhibitor.failure);
      await expect(alert).toContainText(content.copy.queued.saved);
      // Once it heals, the next page (or Background Sync) sends it.
      await endChaos(request, marker);
      await page.reload();
      await expectMessages(request, marker, 2, page);
    }
  },
);
