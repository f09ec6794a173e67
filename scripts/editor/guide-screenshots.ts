// `node scripts/editor/guide-screenshots.ts`: the screenshots of docs/organisers.md, taken in
// the real editor on a throw-away copy of the content (run `npm run build` first).
import { spawn } from 'node:child_process';
import { chromium, type Locator } from '@playwright/test';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { createStaticServer } from '../serve.ts';
import { editorTestDir } from './test-backend-paths.ts';

const sitePort = 4197;
const proxyPort = 4198;
const out = new URL('../../docs/organisers/', import.meta.url).pathname;

const backend = spawn('node', ['scripts/editor/test-backend.ts'], {
  env: { ...process.env, EDITOR_PROXY_PORT: String(proxyPort) },
  stdio: 'inherit',
});
const site = createStaticServer();
await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
await new Promise((resolve) => setTimeout(resolve, 3000));

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
// Leaving an entry without saving asks first: these screenshots never save.
page.on('dialog', (dialog) => dialog.accept());
const proxy = encodeURIComponent(`http://127.0.0.1:${proxyPort}/api/v1`);
// A fresh load for each screen (the sign-in is kept), so no unsaved entry lingers.
const open = async (hash: string) => {
  await page.goto('about:blank');
  await page.goto(`http://127.0.0.1:${sitePort}/admin/?proxy=${proxy}#${hash}`);
};
const stop = () => {
  site.close();
  backend.kill();
};
process.on('uncaughtException', async (error) => {
  console.error(error);
  await page.screenshot({ path: '/tmp/guide-failure.png' }).catch(() => {});
  stop();
  process.exit(1);
});
const shot = async (name: string, locator?: Locator) => {
  await page.waitForTimeout(400);
  await (locator ?? page).screenshot({ path: `${out}${name}.png` });
  console.log(`  docs/organisers/${name}.png`);
};

await open('/');
// No sign-in on a local copy; the session then lasts for the other screens.
await page.getByRole('button', { name: 'Login' }).click();
await page.getByText('Exhibitors', { exact: true }).first().waitFor();
await shot('01-collections');

await open('/collections/exhibitors/new');
await page.getByLabel('Id', { exact: true }).fill('selat-sailing-co');
await page.getByLabel('Name', { exact: true }).fill('Selat Sailing Co');
await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
await shot('02-new-exhibitor');
await page.getByLabel('Country in English').fill('Malaysia');
await page.getByLabel('Country in Malay').fill('Malaysia');
// A taken stand is marked and refused under the field (the drop-down's list is the browser's own).
await page.getByLabel('Stand', { exact: true }).selectOption('H01');
await page.getByRole('button', { name: 'Publish', exact: true }).click();
await page.getByText('Publish now', { exact: true }).click();
await page.getByText(/is already taken by/).waitFor();
await shot('03-choose-stand');
await page.getByLabel('Stand', { exact: true }).selectOption('H36');
await page.getByRole('button', { name: 'Publish', exact: true }).click();
await page.getByText('Publish now', { exact: true }).waitFor();
await shot('04-publish-menu');
await page.keyboard.press('Escape');

await open('/collections/boats/entries/andaman-pearl');
await page.getByLabel('Price (RM)').fill('3200000');
await page.getByRole('button', { name: 'Choose different image' }).scrollIntoViewIfNeeded();
await shot('05-boat-photo-and-price');
await page.getByRole('button', { name: 'Choose different image' }).click();
await page.getByRole('button', { name: 'Upload' }).waitFor();
await shot('06-photo-library');
await page.keyboard.press('Escape');

await open('/collections/site/entries/copy-tickets');
await page.getByText('Categories', { exact: true }).first().waitFor();
await page.getByText('Categories', { exact: true }).first().click();
await shot('07-ticket-prices');

await open('/collections/schedule-days/entries/2025-05-22');
await page.getByText('Events', { exact: true }).first().waitFor();
await page.getByText('Events', { exact: true }).first().click();
await shot('08-schedule-day');

await open('/collections/featured-events/entries/cruises');
await page
  .getByLabel('Summary in Malay')
  .fill('Belayar dengan Manta Oro, Manta Blu atau Damai Puteri di antara pulau-pulau. Tempah tempat lebih awal.');
await shot('09-malay-text');

await open('/collections/schedule-days/entries/2025-05-22');
await page.getByText('Events', { exact: true }).first().waitFor();
await page.locator('[aria-label="string field"]').first().waitFor({ state: 'attached' });
const [firstEvent] = await page
  .locator('input[id^="key-field-"]')
  .evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => input.value));
if (firstEvent === undefined) throw new Error('The first schedule day has no event to open');
await page.getByText(firstEvent, { exact: true }).locator('xpath=preceding-sibling::div[1]//button[1]').click();
await page.getByLabel('End', { exact: true }).first().fill('08:00');
await page.getByRole('button', { name: 'Publish', exact: true }).click();
await page.getByText('Publish now', { exact: true }).click();
await page.getByText(/is not after the start/).scrollIntoViewIfNeeded();
await shot('10-refused-end');

await browser.close();
stop();
console.log(`(taken on a copy in ${editorTestDir(proxyPort)})`);
