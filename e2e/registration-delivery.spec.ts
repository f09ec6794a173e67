import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './show-clock';
import { en, ms } from './content';

const englishForms = en.forms;
const malayForms = ms.forms;
import type { Lang } from '../app/lib/lang';
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
import { firstVisit, outboxEntries, waitingLine } from './offline-support';
import { registrationForms, type RegistrationForm } from './registration-forms';
import { visit } from './support';

// A registration, once submitted, reaches the office exactly once, whatever the tab and the
// network do meanwhile: the service worker sends it (service-worker/outbox.ts). Faults are
// made by the local inbox on the way in (mail-sink/faults.mjs): a held send is in flight for
// as long as the test likes, then delivered or dropped as a network error.
// Delivery does not depend on the page's width: these run at desktop width only.
test.use({ serviceWorkers: 'allow' });
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

/** Small random choices for the chaos run, from a seed printed with any failure. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

test(
  'twenty registrations while sends fail at random, with reloads, offline spells, navigation and two tabs: each arrives once',
  { tag: '@desktop' },
  async ({ page, context, request }, testInfo) => {
    test.setTimeout(240_000);
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 100_000);
    testInfo.annotations.push({ type: 'chaos seed', description: String(seed) });
    const pick = seeded(seed);
    const run = uniqueMarker(testInfo);
    await firstVisit(page);
    const tabs: Array<{ tab: Page; lang: Lang }> = [
      { tab: page, lang: 'en' },
      { tab: await context.newPage(), lang: 'ms' },
    ];
    await startChaos(request, { match: run, rate: 0.4, maxDelayMs: 1500, seed });
    const home = { en: en.shell.header.home, ms: ms.shell.header.home };
    const close = { en: en.shell.dialog.close, ms: ms.shell.dialog.close };

    const sent: Array<{ marker: string; templates: string[]; disturbance: number }> = [];
    const content = { en: englishForms, ms: malayForms };
    for (let index = 0; index < 20; index += 1) {
      const { tab, lang } = tabs[index % 2]!;
      const entry = registrationForms(lang)[index % 4 === 3 ? 1 : 0]!;
      const marker = `${run}n${String(index).padStart(2, '0')}`;
      await visit(tab, entry.path);
      const form = tab.getByRole('form', { name: entry.form });
      await entry.fill(form, marker);
      await form.getByRole('button', { name: entry.submit }).click();
      // The form has taken it (it empties at once); half a second later the visitor moves on.
      await expect(form.getByLabel(content[entry.lang].fieldLabels.email)).toHaveValue('');
      await tab.waitForTimeout(500);
      const disturbance = pick(5);
      sent.push({ marker, templates: entry.templates, disturbance });
      // What the visitor does while it sends.
      switch (disturbance) {
        case 0:
          await tab.reload();
          break;
        case 1:
          await tab.goto(lang === 'ms' ? '/ms/daily-schedule' : '/daily-schedule');
          break;
        case 2: {
          // A client-side navigation: the page stays, the route changes. The confirmation may
          // open just before the click (a modal: nothing behind it can be clicked); a visitor
          // closes it first.
          const homeLink = tab.getByRole('banner').getByRole('link', { name: home[lang] });
          await expect(async () => {
            const dialog = tab.getByRole('dialog');
            if (await dialog.isVisible()) await dialog.getByRole('button', { name: close[lang] }).click();
            await homeLink.click({ timeout: 2_000 });
          }).toPass({ timeout: 30_000 });
          break;
        }
        case 3:
          await context.setOffline(true);
          await tab.waitForTimeout(300 + pick(1500));
          await context.setOffline(false);
          break;
        default: {
          // The visitor waits for the answer: sent, or kept to send later.
          const sentLine = form.getByRole('status').filter({ hasText: entry.sentText ?? '' });
          const answer = form.getByRole('alert').or(tab.getByRole('dialog')).or(sentLine);
          await expect(answer).toBeVisible({ timeout: 65_000 });
        }
      }
    }

    // The network heals; the visitor opens the site again in both tabs.
    await endChaos(request, run);
    for (const { tab, lang } of tabs) await visit(tab, lang === 'ms' ? '/ms/exhibitor' : '/exhibitor');
    await expect
      .poll(
        async () => {
          const missing: string[] = [];
          for (const { marker, templates, disturbance } of sent) {
            const arrived = (await messagesWith(request, marker)).length;
            if (arrived < templates.length)
              missing.push(`${marker}: ${arrived} of ${templates.length} (${disturbance})`);
          }
          return missing;
        },
        { timeout: 60_000, message: `every registration arrives (chaos seed ${seed})` },
      )
      .toEqual([]);
    // Nothing is left waiting on the device: every send has had its answer, so none can
    // still arrive, and a duplicate would already be in the inbox.
    for (const { tab } of tabs) await expect.poll(() => outboxEntries(tab)).toBe(0);
    for (const { marker, templates } of sent) {
      const messages = await messagesWith(request, marker);
      expect(
        messages.map((message) => message.template_id),
        `${marker} arrives exactly once, office first (chaos seed ${seed})`,
      ).toEqual(templates);
    }
    // Nothing is left waiting on the device.
    for (const { tab } of tabs) await expect(waitingLine(tab).filter({ hasText: /\d/ })).toHaveCount(0);
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
