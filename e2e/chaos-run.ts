import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import type { Lang } from '../app/lib/lang';
import { en, ms } from './content';
import { endChaos, messagesWith, startChaos, uniqueMarker } from './mail';
import { firstVisit, outboxEntries, waitingLine } from './offline-support';
import { registrationForms } from './registration-forms';
import { expect, test } from './show-clock';
import { visit } from './support';

/** What one chaos run sent: each registration's marker, the e-mails it makes, and what the visitor did. */
export type ChaosSent = Array<{ marker: string; templates: string[]; disturbance: number }>;

type Fixtures = { page: Page; context: BrowserContext; request: APIRequestContext };

/**
 * Faults on more of a registration's way than the inbox's: `start` turns them on for the
 * registrations carrying `match`, `end` heals them (e2e/registrations-service.ts, the service).
 */
export type MoreFaults = {
  start(
    request: APIRequestContext,
    options: { match: string; rate: number; maxDelayMs: number; seed: number },
  ): Promise<void>;
  end(request: APIRequestContext, match: string): Promise<void>;
};

/**
 * Twenty registrations in two tabs and both languages while sends fail at random (5xx, 429,
 * network errors, delays), each followed by a reload, a navigation, an offline spell or a wait;
 * then the network heals and each must arrive in the inbox exactly once, office first. The seed
 * (CHAOS_SEED, else the clock) is printed with the result, so a failure can be replayed.
 * Returns what was sent, for checks of its own (once in the service's database).
 */
export async function chaosRun(
  { page, context, request }: Fixtures,
  testInfo: TestInfo,
  moreFaults?: MoreFaults,
): Promise<ChaosSent> {
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
  const faults = { match: run, rate: 0.4, maxDelayMs: 1500, seed };
  await startChaos(request, faults);
  // Its own sequence of faults, from the same seed.
  await moreFaults?.start(request, { ...faults, seed: seed + 1 });
  const home = { en: en.shell.header.home, ms: ms.shell.header.home };
  const close = { en: en.shell.dialog.close, ms: ms.shell.dialog.close };

  const sent: ChaosSent = [];
  const content = { en: en.forms, ms: ms.forms };
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
  await moreFaults?.end(request, run);
  for (const { tab, lang } of tabs) await visit(tab, lang === 'ms' ? '/ms/exhibitor' : '/exhibitor');
  await expect
    .poll(
      async () => {
        const missing: string[] = [];
        for (const { marker, templates, disturbance } of sent) {
          const arrived = (await messagesWith(request, marker)).length;
          if (arrived < templates.length) missing.push(`${marker}: ${arrived} of ${templates.length} (${disturbance})`);
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
  return sent;
}

/** Small random choices for the chaos run, from a seed printed with any failure. */
function seeded(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}
