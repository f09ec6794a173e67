import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { clientDirectory } from '../scripts/build-dir.ts';
import { mailSinkPort } from '../scripts/mail-sink-port.ts';
import { outboxEntries } from './offline-support';

/** The local inbox Playwright starts (playwright.config.ts); the forms send to it through the real SDK. */
export const inboxUrl = `http://127.0.0.1:${mailSinkPort()}`;

export type StoredMessage = {
  template_id: string;
  service_id: string;
  user_id: string;
  template_params: Record<string, string>;
  subject: string;
  to: string;
  html: string;
};

/** Any registration's `submissionId` (a UUID): the same in every e-mail of one registration. */
export const anySubmissionId = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Fails with the fix when the build under test does not send to this run's inbox. */
export function expectInboxBuild() {
  // The build under test: SITE_BUILD_DIR's when set (organiser-edits tests an edited copy's).
  const marker = join(clientDirectory(), '.email-origin');
  const origin = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : '(a production build)';
  expect(
    origin,
    `the build sends to ${origin}; run "npm run build:inbox" with the same E2E_PORT / MAIL_SINK_PORT first`,
  ).toBe(inboxUrl);
}

/**
 * A marker unique to one test at one width. Tests run in parallel against one inbox, so
 * each puts its marker in what it sends and only looks at messages carrying it.
 */
export function uniqueMarker(testInfo: TestInfo) {
  return `t${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export async function messagesWith(request: APIRequestContext, marker: string): Promise<StoredMessage[]> {
  const response = await request.get(`${inboxUrl}/api/messages`);
  expect(response.ok()).toBe(true);
  const all = (await response.json()) as StoredMessage[];
  return all.filter((message) => JSON.stringify(message.template_params).includes(marker));
}

/**
 * Waits until exactly `count` messages carry the marker, then until `device` (a page of the
 * browser that sent them) holds no registration still to send. Only then is the count final:
 * every send has had its answer, so a duplicate, or a send that was not to happen, would be
 * in the inbox already.
 */
export async function expectMessages(request: APIRequestContext, marker: string, count: number, device: Page) {
  await expect.poll(async () => (await messagesWith(request, marker)).length).toBe(count);
  await expect.poll(() => outboxEntries(device), { message: 'the device has sent all it will' }).toBe(0);
  const messages = await messagesWith(request, marker);
  expect(messages).toHaveLength(count);
  return messages;
}

/** Makes the inbox fail the next `count` sends whose template id or parameters contain `match`. */
export async function failNext(
  request: APIRequestContext,
  options: { match: string; status: number; count?: number; text?: string },
) {
  const response = await request.post(`${inboxUrl}/api/fail-next`, { data: options });
  expect(response.ok()).toBe(true);
}

/** Collects the page's console lines, to check what a failure logged. */
export function consoleLines(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** What visitors may type, which must be shown and sent literally. */
export const tricky = {
  html: '<b>Bold</b> & <script>alert(1)</script>',
  emoji: 'Sea 🚤⛵ Breeze',
  rtl: 'شركة البحر',
};

/** Holds the next sends carrying `match` in flight, until `releaseHeld` (mail-sink/faults.ts). */
export async function holdNext(request: APIRequestContext, match: string, count = 1) {
  expect((await request.post(`${inboxUrl}/api/hold-next`, { data: { match, count } })).ok()).toBe(true);
}

/** How many sends carrying `match` are held in flight now. */
export async function heldSends(request: APIRequestContext, match: string): Promise<number> {
  const response = await request.get(`${inboxUrl}/api/held?match=${encodeURIComponent(match)}`);
  return ((await response.json()) as { held: number }).held;
}

/** Lets the held sends carrying `match` reach the inbox, or drops them as a network error. */
export async function releaseHeld(request: APIRequestContext, match: string, outcome: 'deliver' | 'drop') {
  const response = await request.post(`${inboxUrl}/api/release`, { data: { match, outcome } });
  return ((await response.json()) as { released: number }).released;
}

/** Fails a share of the sends carrying `match` at random (5xx, 429, network error) after a random delay, until `endChaos`. */
export async function startChaos(
  request: APIRequestContext,
  options: { match: string; rate: number; maxDelayMs: number; seed: number },
) {
  expect((await request.post(`${inboxUrl}/api/chaos`, { data: options })).ok()).toBe(true);
}

export async function endChaos(request: APIRequestContext, match: string) {
  expect((await request.delete(`${inboxUrl}/api/chaos?match=${encodeURIComponent(match)}`)).ok()).toBe(true);
}
