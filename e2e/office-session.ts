import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { officeTestDatabase, officeTestOrigin } from '../scripts/service-test-port.ts';
import { expectNoAxeViolations } from './axe';

/**
 * What the office's browser specs (office.spec.ts, office-gate.spec.ts) share: people signed in
 * with passkeys made by Chromium's virtual authenticator, an invitation from the command line
 * (`npm run office:invite`, as the first admin gets one), registrations stored through the
 * service's own API, and the look at a page at both widths (axe, nothing overflowing, and a
 * screenshot of each when OFFICE_SHOTS=<folder> is set).
 */

export const origin = officeTestOrigin();
const shots = process.env.OFFICE_SHOTS;

/** A passkey authenticator in the browser, as a phone's or a laptop's: discoverable credentials, user verified. */
async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

export type OfficePage = { context: BrowserContext; page: Page };

/** A browser of its own (its cookies, its authenticator) on the office, at a desk's width. */
export async function newOfficePage(browser: Browser): Promise<OfficePage> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await withAuthenticator(context, page);
  return { context, page };
}

/** A one-time invitation link from `npm run office:invite`, on the tests' service's database. */
export function commandLineInvite(email: string, role: 'admin' | 'staff'): string {
  const invite = spawnSync('npm', ['run', '--silent', 'office:invite', '--', email, '--role', role], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `sqlite:${officeTestDatabase()}`, OFFICE_ORIGIN: origin },
  });
  expect(invite.status, invite.stderr).toBe(0);
  const link = /https?:\/\/\S+\/office\/invite#\S+/.exec(invite.stdout)?.[0];
  expect(link, invite.stdout).toBeTruthy();
  return link!;
}

/** Accepts an invitation on `page`: the name typed, a passkey made; signed in on the list. */
export async function acceptInvite(page: Page, link: string, name: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page).toHaveURL(/\/office\/registrations$/);
  await expect(page.getByText(name)).toBeVisible();
}

/** Someone invited from the command line, signed in with a new passkey in a browser of their own. */
export async function signedIn(browser: Browser, email: string, role: 'admin' | 'staff', name: string) {
  const link = commandLineInvite(email, role);
  const office = await newOfficePage(browser);
  await acceptInvite(office.page, link, name);
  return office;
}

/** axe at both widths, nothing wider than the window, and a screenshot of each when asked. */
export async function checkPage(page: Page, name: string) {
  await expect(page.locator('h1')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} fits ${width} px`).toBeLessThanOrEqual(0);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** What `PUT /v1/registrations/<reference>` answers: the passes issued, each with its page's link. */
export type StoredRegistration = { reference: string; passes: { id: string; kind: string; url: string }[] };

/** A registration stored through the service's own API, as the site stores one. */
export async function register(
  request: APIRequestContext,
  kind: string,
  data: Record<string, unknown>,
  lang = 'en',
): Promise<StoredRegistration> {
  const reference = crypto.randomUUID();
  const response = await request.put(`${origin}/v1/registrations/${reference}`, { data: { kind, lang, data } });
  expect(response.status(), await response.text()).toBe(201);
  const { passes } = (await response.json()) as { passes: StoredRegistration['passes'] };
  return { reference, passes };
}
