import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { formatProblem } from '../app/content/content-problem';
import { photoRuleOf, photoRules } from '../app/content/photo-rules';
import { readContent } from '../app/content/read-content.server';
import { rules } from '../app/content/schema/fields';
import { editorTestDir, editorTestPort } from '../scripts/editor/test-backend-paths.ts';
import { expect, test } from './show-clock';

// The organisers' editor, through its own interface, saving into a throw-away copy of this
// checkout (scripts/editor/test-backend.ts); then the site built from that copy.
const copy = editorTestDir();
const proxy = `http://127.0.0.1:${editorTestPort()}/api/v1`;
const contentFile = (path: string) => join(copy, 'content', path);
const readYaml = (path: string) => parse(readFileSync(contentFile(path), 'utf8')) as Record<string, unknown>;

test.describe.configure({ mode: 'serial' });
test.use({ showClock: null });

// Each attempt of this serial group starts from this checkout's content: a retry after a
// failure would otherwise find what the failed attempt saved (an exhibitor that already
// exists, a description already cleared) and fail for that reason alone.
test.beforeAll(() => {
  rmSync(contentFile(''), { recursive: true, force: true });
  cpSync(join(process.cwd(), 'content'), contentFile(''), { recursive: true });
});

async function openEditor(page: Page, hash: string) {
  await page.goto(`/admin/?proxy=${encodeURIComponent(proxy)}#${hash}`);
  // No sign-in on this computer: decap-server answers for the local checkout.
  await page.getByRole('button', { name: 'Login' }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test('adds an exhibitor with a Malay description and a stand, and the built site shows it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await openEditor(page, '/collections/exhibitors/new');
  await page.getByLabel('Id', { exact: true }).fill('selat-sailing-co');
  await page.getByLabel('Name', { exact: true }).fill('Selat Sailing Co');
  // The category is chosen from the office's list (copy/exhibitors.yaml), both languages at once.
  const [category] = (readYaml('copy/exhibitors.yaml').categories as { en: string; ms: string }[]).filter(
    (item) => item.en !== 'Marina',
  );
  await page.getByLabel('Category', { exact: true }).selectOption({ label: `${category!.en} / ${category!.ms}` });
  await page.getByLabel('Country in English').fill('Malaysia');
  await page.getByLabel('Country in Malay').fill('Malaysia');
  // The stand is chosen from the venue plan's stands, marked free or taken, not typed.
  const stand = page.getByLabel('Stand', { exact: true });
  await expect(stand.locator('option[value="H36"]')).toHaveText('H36 (hall) · free');
  await stand.selectOption('H36');
  await page.getByLabel('Description in English').fill('Day sailers built by hand in Penang.');
  await page.getByLabel('Description in Malay').fill('Bot layar harian buatan tangan dari Pulau Pinang.');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  // Once created, the id can no longer be changed.
  await expect(page.getByLabel('Id', { exact: true })).toHaveAttribute('readonly', '');

  expect(readYaml('exhibitors/selat-sailing-co.yaml')).toEqual({
    id: 'selat-sailing-co',
    name: 'Selat Sailing Co',
    category,
    country: { en: 'Malaysia', ms: 'Malaysia' },
    stand: 'H36',
    description: {
      en: 'Day sailers built by hand in Penang.',
      ms: 'Bot layar harian buatan tangan dari Pulau Pinang.',
    },
  });

  const build = spawnSync('npx', ['react-router', 'build'], { cwd: copy, encoding: 'utf8', timeout: 200_000 });
  expect(build.status, build.stderr).toBe(0);
  await serveCopyBuild(context);
  for (const [path, words, stand] of [
    ['/exhibitor-list', category!.en, 'Stand H36'],
    ['/ms/exhibitor-list', category!.ms, 'H36'],
  ] as const) {
    await page.goto(`http://copy.test${path}`);
    const row = page.getByRole('row', { name: /Selat Sailing Co/ });
    await expect(row).toContainText(words);
    await expect(row).toContainText('H36');
    const visit = path.replace('exhibitor-list', 'visit');
    await page.goto(`http://copy.test${visit}`);
    await expect(page.locator('[data-stand="H36"]')).toHaveAccessibleName(new RegExp(`${stand}.*Selat Sailing Co`));
  }
});

test("edits a boat's price and gives it a new photo uploaded from the computer", async ({ page }) => {
  // Decap's 5 MB bundle is parsed afresh in each test's browser: on a busy machine 30 s is short.
  test.setTimeout(120_000);
  await openEditor(page, '/collections/boats/entries/azure-horizon');
  // The stored photo is previewed as soon as the entry opens, before anything is edited.
  const preview = page.locator('img[role="presentation"]');
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 })
    .toBe(1600);
  await page.getByLabel('Price (RM)').fill('2450000');
  await page.getByRole('button', { name: 'Choose different image' }).click();
  mkdirSync(test.info().outputDir, { recursive: true });
  const photo = join(test.info().outputDir, 'azure-horizon-deck.jpg');
  copyFileSync(join(process.cwd(), 'content/media/boats/azure-horizon.jpg'), photo);
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const boat = readYaml('boats/azure-horizon.yaml');
  expect(boat.priceRm).toBe(2450000);
  expect(boat.image).toMatchObject({ file: 'boats/azure-horizon-deck.jpg' });
  expect(existsSync(contentFile('media/boats/azure-horizon-deck.jpg'))).toBe(true);
  expect(readContent(join(copy, 'content')).problems.map(formatProblem)).toEqual([]);
});

test("sets a home page slide's crop point and previews the phone and desktop crops", async ({ page }) => {
  test.setTimeout(120_000);
  const before = readYaml('hero-slides/sailing.yaml') as { image: { focus?: { x: number; y: number } } };
  const { x, y } = before.image.focus ?? { x: 50, y: 50 };
  await openEditor(page, '/collections/hero-slides/entries/sailing');
  const cropPoint = page.getByRole('region', { name: 'Crop point' });
  const fromLeft = cropPoint.getByLabel('From the left (%)');
  const fromTop = cropPoint.getByLabel('From the top (%)');
  // The editor loads the entry slowly on a busy machine.
  await expect(fromLeft).toHaveValue(String(x), { timeout: 60_000 });
  await expect(fromTop).toHaveValue(String(y));
  // One preview per frame the site crops a slide to, in that frame's shape, cropped at the point.
  const frames = cropPoint.locator('img[data-frame]');
  await expect(frames).toHaveCount(photoRules.hero.frames.length);
  for (const [index, frame] of photoRules.hero.frames.entries()) {
    const preview = frames.nth(index);
    await expect(preview).toHaveAttribute('data-frame', frame.label);
    await expect(cropPoint.getByText(frame.label, { exact: true })).toBeVisible();
    const box = (await preview.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(frame.width / frame.height, 1);
    await expect(preview).toHaveCSS('object-position', `${x}% ${y}%`);
  }

  await fromLeft.fill('25');
  for (const index of photoRules.hero.frames.keys()) {
    await expect(frames.nth(index)).toHaveCSS('object-position', `25% ${y}%`);
  }
  // A click on the whole photo puts the point there: three quarters down, at the left edge.
  const whole = cropPoint.getByRole('img', { name: 'The whole photo: click to place the crop point' });
  const size = (await whole.boundingBox())!;
  await whole.click({ position: { x: 0, y: size.height * 0.75 } });
  await expect(fromLeft).toHaveValue('0');
  // Within a pixel of the click, in whole percent.
  await expect.poll(async () => Math.abs(Number(await fromTop.inputValue()) - 75)).toBeLessThanOrEqual(1);
  const top = Number(await fromTop.inputValue());
  await expect(frames.first()).toHaveCSS('object-position', `0% ${top}%`);
  await test.info().attach('crop-point', { body: await cropPoint.screenshot(), contentType: 'image/png' });

  await fromLeft.fill('30');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expect(readYaml('hero-slides/sailing.yaml').image).toEqual({ ...before.image, focus: { x: 30, y: top } });
  expect(readContent(join(copy, 'content')).problems.map(formatProblem)).toEqual([]);
});

test('refuses a photo smaller than its place needs, in the words of the build, until another is chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = readYaml('boats/coral-dash.yaml');
  await openEditor(page, '/collections/boats/entries/coral-dash');
  const rule = photoRuleOf('boats/coral-dash.jpg');
  mkdirSync(test.info().outputDir, { recursive: true });
  const small = join(test.info().outputDir, 'coral-dash-small.jpg');
  await sharp({
    create: { width: rule.minWidth - 400, height: rule.minHeight - 100, channels: 3, background: '#0a3d62' },
  })
    .jpeg()
    .toFile(small);
  await page.getByRole('button', { name: 'Choose different image' }).click();
  await page.locator('input[type="file"]').setInputFiles(small);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  const refusal = `This photo is ${rule.minWidth - 400} × ${rule.minHeight - 100} px, smaller than this place needs: ${rule.advice}`;
  await expect(page.getByText(refusal)).toBeVisible();
  expect(readYaml('boats/coral-dash.yaml')).toEqual(before);
  // It stays while nothing changes.
  await page.waitForTimeout(6000);
  await expect(page.getByText(refusal)).toBeVisible();

  const large = join(test.info().outputDir, 'coral-dash-large.jpg');
  copyFileSync(join(process.cwd(), 'content/media/boats/coral-dash.jpg'), large);
  await page.getByRole('button', { name: 'Choose different image' }).click();
  await page.locator('input[type="file"]').setInputFiles(large);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect(page.getByText(refusal)).toBeHidden();
  // Its crop point, which the photo widget keeps beside the photo, is kept too.
  expect(readYaml('boats/coral-dash.yaml').image).toEqual({
    ...(before.image as object),
    file: 'boats/coral-dash-large.jpg',
  });
});

test('refuses a missing Malay text and an invalid id, as the build does', async ({ page }) => {
  await openEditor(page, '/collections/exhibitors/new');
  await page.getByLabel('Id', { exact: true }).fill('Lumut Marine');
  await page.getByLabel('Name', { exact: true }).fill('Lumut Marine');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Country in English').fill('Malaysia');
  await page.getByLabel('Stand', { exact: true }).selectOption('H35');
  await publish(page);
  await expect(page.getByText(`This ${rules.entryId.message}`)).toBeVisible();
  await expect(page.getByText('Country in Malay is required.')).toBeVisible();
  expect(existsSync(contentFile('exhibitors/lumut-marine.yaml'))).toBe(false);

  // The same entry written by hand is refused by the build's content check, in the same words.
  writeFileSync(
    contentFile('exhibitors/lumut-marine.yaml'),
    stringify({
      id: 'Lumut Marine',
      name: 'Lumut Marine',
      category: { en: 'Marina', ms: 'Marina' },
      country: { en: 'Malaysia' },
      stand: 'H35',
    }),
  );
  const problems = readContent(join(copy, 'content')).problems.map(formatProblem);
  expect(problems).toContain(
    `content/exhibitors/lumut-marine.yaml: entry "lumut-marine", field id: ${rules.entryId.message}`,
  );
  expect(problems).toContain(
    'content/exhibitors/lumut-marine.yaml: entry "lumut-marine", field country, Malay: the Malay text is missing',
  );
});

type ScheduleEvent = { key: string; start: string; end: string; activity: { en: string; ms: string } };

/** A list item's own button that opens it (Decap collapses a list's items). */
const openItem = (page: Page, summary: string) =>
  page.getByText(summary, { exact: true }).locator('xpath=preceding-sibling::div[1]//button[1]').click();

test('refuses an event that ends before it starts, under the field, until it is right; a new event takes its key and place', async ({
  page,
}) => {
  // Each change of a refused entry runs the content check again in the page: slow on a busy machine.
  test.setTimeout(120_000);
  const [dayFile] = readdirSync(contentFile('schedule-days')).sort();
  const dayPath = `schedule-days/${dayFile}`;
  const [first, second] = readYaml(dayPath).events as ScheduleEvent[];
  await openEditor(page, `/collections/schedule-days/entries/${dayFile!.replace(/\.yaml$/, '')}`);
  await openItem(page, first!.key);
  const end = page.getByLabel('End', { exact: true }).first();
  const start = page.getByLabel('Start', { exact: true }).first();
  // An end before the start: the save is refused, with the content check's words at the field.
  const early = `0${Number(first!.start.slice(0, 2)) - 1}:00`.slice(-5);
  await end.fill(early);
  await publish(page);
  const refusal = (time: string) =>
    page.getByText(`End: ${time} is not after the start, ${first!.start}.`, { exact: true });
  await expect(refusal(early)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('refused-end.png') });
  // Still wrong after another edit of the end: the message stays (with the new time).
  await end.fill('');
  await end.fill(first!.start);
  await expect(refusal(first!.start)).toBeVisible();
  expect((readYaml(dayPath).events as ScheduleEvent[])[0]).toEqual(first);
  // Fixed from the other field, the start: the message goes, and the entry saves.
  const earlier = `0${Number(early.slice(0, 2)) - 1}:00`.slice(-5);
  await start.fill(earlier);
  await expect(page.getByText(/is not after the start/)).toHaveCount(0);

  // A new event added at the end of the list, starting between the first two, with no key.
  await page.getByRole('button', { name: 'Add events' }).click();
  const added = (label: string) => page.getByLabel(label, { exact: true }).last();
  await added('Start').fill(second!.start);
  await added('End').fill(`${String(Number(second!.start.slice(0, 2)) + 1).padStart(2, '0')}${second!.start.slice(2)}`);
  await added('Time in English').fill('Boat parade');
  await added('Time in Malay').fill('Perarakan bot');
  await added('Activity in English').fill('Boat parade & horns');
  await added('Activity in Malay').fill('Perarakan bot');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();

  const events = readYaml(dayPath).events as ScheduleEvent[];
  expect(events[0]).toMatchObject({ key: first!.key, start: earlier, end: first!.start });
  // Put in time order (after the event at the same time that was there first), its key made from the activity.
  const index = events.findIndex((event) => event.activity.en === 'Boat parade & horns');
  expect(events[index]!.key).toBe('boat-parade-horns');
  expect(events[index - 1]!.key).toBe(second!.key);
  expect(events.map((event) => event.start)).toEqual(events.map((event) => event.start).sort());
  // (An earlier test leaves a file written by hand that the check refuses: only this one is read.)
  const problems = readContent(join(copy, 'content')).problems.map(formatProblem);
  expect(problems.filter((problem) => problem.includes(dayPath))).toEqual([]);
});

test('marks which stands are taken, refuses a taken one for a second exhibitor, and saves a free one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [holder] = readdirSync(contentFile('exhibitors')).sort();
  const taken = readYaml(`exhibitors/${holder}`) as { stand: string; name: string };
  await openEditor(page, '/collections/exhibitors/new');
  await page.getByLabel('Id', { exact: true }).fill('teluk-marine-works');
  await page.getByLabel('Name', { exact: true }).fill('Teluk Marine Works');
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Country in English').fill('Malaysia');
  await page.getByLabel('Country in Malay').fill('Malaysia');
  const stand = page.getByLabel('Stand', { exact: true });
  await expect(stand.locator(`option[value="${taken.stand}"]`)).toContainText(`taken by ${taken.name}`);
  await stand.selectOption(taken.stand);
  await publish(page);
  const message = page.getByText(`Stand: ${taken.stand} is already taken by ${taken.name}: choose a free stand.`, {
    exact: true,
  });
  await expect(message).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('refused-stand.png') });
  expect(existsSync(contentFile('exhibitors/teluk-marine-works.yaml'))).toBe(false);

  const free = await stand.locator('option', { hasText: '· free' }).first().getAttribute('value');
  await stand.selectOption(free!);
  await expect(message).toHaveCount(0);
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  expect(readYaml('exhibitors/teluk-marine-works.yaml').stand).toBe(free);
  const problems = readContent(join(copy, 'content')).problems.map(formatProblem);
  expect(problems.filter((problem) => problem.includes('teluk-marine-works'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an organiser corrects a Malay text; an optional text is saved in both languages or not at all', async ({
    page,
  }) => {
    await openEditor(page, '/collections/exhibitors/entries/andaman-sea-charters');
    // Laid out for a desktop and shown whole: nothing is cut off at the right.
    await expect(page.getByLabel('Country in Malay')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByLabel('Country in Malay').fill('Negara Thai');
    // A description left in English only (its Malay cleared) is refused…
    await expect(page.getByLabel('Description in Malay')).not.toHaveValue('');
    await page.getByLabel('Description in Malay').fill('');
    await publish(page);
    // …under its Malay box, in the content check's words…
    await expect(page.getByText('Description in Malay: the Malay text is empty.', { exact: true })).toBeVisible();
    // …and one emptied in both languages is left out of the file.
    await page.getByLabel('Description in English').fill('');
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    const saved = readYaml('exhibitors/andaman-sea-charters.yaml');
    expect(saved.country).toEqual({ en: 'Thailand', ms: 'Negara Thai' });
    expect(saved).not.toHaveProperty('description');
    const problems = readContent(join(copy, 'content')).problems.map(formatProblem);
    expect(problems.filter((problem) => problem.includes('andaman-sea-charters'))).toEqual([]);
  });
});

test('the public pages never request anything of the editor', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/ms', '/exhibitor-list', '/visit', '/ms/ticket']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.length).toBeGreaterThan(20);
  expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
});

/** Serves the copy's build at http://copy.test, as a static host would. */
async function serveCopyBuild(context: BrowserContext) {
  const client = join(copy, 'build/client');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.avif': 'image/avif',
    '.webp': 'image/webp',
    '.jpg': 'image/jpeg',
    '.woff2': 'font/woff2',
    '.data': 'text/x-script',
  };
  await context.route('http://copy.test/**', async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = [join(client, path), join(client, `${path}.html`), join(client, path, 'index.html')].find(
      (candidate) => existsSync(candidate) && extname(candidate) !== '',
    );
    if (!file) return route.fulfill({ status: 404 });
    await route.fulfill({ body: readFileSync(file), contentType: types[extname(file)] ?? 'application/octet-stream' });
  });
}
