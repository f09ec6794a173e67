import { expect, test, type Page } from './show-clock';
import { en, ms } from './content';

const englishVisit = en.visit;
const malayVisit = ms.visit;
import { neighbour } from '../app/features/venue-map/plan-navigation';
import { standNamer } from '../app/features/venue-map/occupants';
import { fill } from '../app/lib/lang';
import { expectNoAxeViolations } from './axe';
import { visit } from './support';

const copies = { en: englishVisit, ms: malayVisit } as const;
const prefix = { en: '', ms: '/ms' } as const;

// An exhibitor the content places at a stand, and who holds a stand: read from the content, so
// moving an exhibitor keeps these tests true.
const placed = en.exhibitors.all.find((exhibitor) => exhibitor.stand)!;
const holderOf = (id: string) => en.exhibitors.all.find((exhibitor) => exhibitor.stand === id);
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The plan's stands, in their order (the first takes the plan's tab stop), and a berth that holds
// both an exhibitor and a boat: all read from the content, so a moved stand keeps these true.
const { stands } = en.venuePlan;
const standName = standNamer(englishVisit.map);
const exhibitorOnBerth = en.exhibitors.all.find(
  (exhibitor) => exhibitor.stand && en.boats.all.some((boat) => boat.berth === exhibitor.stand),
)!;
const berth = stands.find((candidate) => candidate.id === exhibitorOnBerth.stand)!;
const boatOnBerth = en.boats.all.find((boat) => boat.berth === berth.id)!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const plan = (page: Page) => page.getByRole('group', { name: englishVisit.map.heading });
const stand = (page: Page, id: string) => page.locator(`[data-stand="${id}"]`);

test(
  'the venue map is part of the prerendered page, with every stand and landmark',
  { tag: '@desktop' },
  async ({ request }) => {
    const html = await (await request.get('/visit')).text();
    expect(html).toContain('id="map"');
    for (const { id } of stands) expect(html).toContain(`data-stand="${id}"`);
    for (const zone of Object.values(englishVisit.map.zones)) expect(html).toContain(zone.replace(/&/g, '&amp;'));
    // The list beside the plan names who is where, readable without JavaScript.
    expect(html).toMatch(new RegExp(`<strong>[^<]* ${placed.stand}</strong>:.*${escaped(placed.name)}`));
  },
);

for (const lang of ['en', 'ms'] as const) {
  const copy = copies[lang];
  test(`/visit in ${lang} answers the visitor's questions and links the phone's maps and calendar`, async ({
    page,
    request,
  }) => {
    await visit(page, `${prefix[lang]}/visit`);
    for (const section of Object.values(copy.sections))
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    const faq = page.locator('details');
    await expect(faq).toHaveCount(copy.sections.faq.questions.length);
    await faq.first().locator('summary').click();
    await expect(faq.first()).toHaveAttribute('open', '');
    const maps = page.getByRole('link', { name: copy.openInMaps.label });
    await expect(maps).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=6\.\d+(,|%2C)99\.\d+$/,
    );
    const calendar = page.getByRole('link', { name: copy.calendar.label });
    const ics = await request.get((await calendar.getAttribute('href'))!);
    expect(ics.ok()).toBe(true);
    expect(await ics.text()).toContain(`DTSTART;VALUE=DATE:${en.site.edition.startDate.replaceAll('-', '')}`);
  });
}

test(
  'one tab stop for the plan; arrow keys walk the stands; Enter shows who is there',
  { tag: '@desktop' },
  async ({ page }) => {
    await visit(page, '/visit');
    await page.getByRole('button', { name: englishVisit.map.zoomIn }).focus();
    // Where the arrows lead is the plan's geometry (plan-navigation.ts, unit-tested); here, that
    // the keys follow it.
    const first = stands[0]!;
    const right = neighbour(stands, first.id, 'ArrowRight')!;
    const below = stands.find(({ id }) => id === neighbour(stands, right, 'ArrowDown'))!;
    await page.keyboard.press('Tab');
    await expect(stand(page, first.id)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(stand(page, right)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(stand(page, below.id)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stand(page, below.id)).toHaveAttribute('aria-pressed', 'true');
    const details = page.getByRole('status').filter({ hasText: standName(below) });
    await expect(details.getByRole('heading', { name: standName(below) })).toBeVisible();
    const holder = holderOf(below.id);
    if (holder) await expect(details.getByRole('link', { name: holder.name })).toBeVisible();
    // Tab leaves the plan instead of visiting every stand.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(stand(page, below.id)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-stand]:focus')).toHaveCount(0);
  },
);

test('a stand leads to its exhibitor’s own page', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/visit');
  await stand(page, placed.stand!).click();
  await page.getByRole('status').getByRole('link', { name: placed.name }).click();
  await expect(page).toHaveURL(new RegExp(`/exhibitors/${placed.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: placed.name })).toBeVisible();
});

test('"Show on map" in the exhibitor list opens the map with that stand focused and announced', async ({ page }) => {
  await visit(page, '/exhibitor-list');
  const { showOnMap, whose } = en.shell.map;
  await page
    .getByRole('link', {
      name: new RegExp(escapeRegExp(`${showOnMap} ${fill(whose, { name: exhibitorOnBerth.name })}`)),
    })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(`/visit?stand=${berth.id}#map`);
  await expect(stand(page, berth.id)).toBeFocused();
  await expect(stand(page, berth.id)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').getByRole('heading', { name: standName(berth) })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(boatOnBerth.name);
});

test('a boat shows its berth and links to it on the map', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/all-boats');
  const { place, showOnMap, whose } = en.shell.map;
  const name = `${fill(place.berth, { id: berth.id })} · ${showOnMap} ${fill(whose, { name: boatOnBerth.name })}`;
  const link = page.getByRole('link', { name: new RegExp(escapeRegExp(name)) });
  await expect(link).toHaveAttribute('href', `/visit?stand=${berth.id}#map`);
});

test('the search finds an exhibitor or a boat and highlights its stand', async ({ page }) => {
  await visit(page, '/ms/visit');
  const search = page.getByRole('searchbox', { name: malayVisit.map.searchLabel });
  // A visitor types part of the name, in lower case.
  await search.fill(boatOnBerth.name.split(' ')[0]!.toLowerCase());
  await page
    .getByRole('search')
    .getByRole('button', { name: new RegExp(escapeRegExp(boatOnBerth.name)) })
    .click();
  await expect(stand(page, berth.id)).toBeFocused();
  await expect(stand(page, berth.id)).toHaveAttribute('aria-pressed', 'true');
  await search.fill('tiada syarikat begini');
  await expect(page.getByText('tiada syarikat begini', { exact: false }).last()).toBeVisible();
});

test(
  'on a phone, a link to a stand opens the plan at a readable scale, centred on it',
  { tag: '@mobile' },
  async ({ page }) => {
    await visit(page, `/ms/visit?stand=${berth.id}#map`);
    await expect(stand(page, berth.id)).toBeFocused();
    const malayPlan = page.getByRole('group', { name: malayVisit.map.heading });
    // Drawn at least at its own size (1000 units), so its labels read as designed.
    expect((await malayPlan.boundingBox())!.width).toBeGreaterThanOrEqual(1000);
    await expect(stand(page, berth.id)).toBeInViewport();
    const frame = (await malayPlan.locator('..').boundingBox())!;
    const box = (await stand(page, berth.id).boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(frame.width / 6);
  },
);

test('on a computer, a link to a stand keeps the whole plan in view', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, `/visit?stand=${berth.id}#map`);
  await expect(stand(page, berth.id)).toBeFocused();
  const frame = (await plan(page).locator('..').boundingBox())!;
  expect((await plan(page).boundingBox())!.width).toBeLessThanOrEqual(frame.width);
});

test('on a phone the plan zooms with buttons and pans in its frame', { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/visit');
  const width = async () => (await plan(page).boundingBox())!.width;
  const before = await width();
  await page.getByRole('button', { name: englishVisit.map.zoomIn }).click();
  await page.getByRole('button', { name: englishVisit.map.zoomIn }).click();
  expect(await width()).toBeGreaterThan(before * 1.9);
  const frame = plan(page).locator('..');
  await frame.evaluate((node) => node.scrollBy(200, 0));
  expect(await frame.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  await page.getByRole('button', { name: englishVisit.map.resetZoom }).click();
  expect(await width()).toBeCloseTo(before, 0);
});

for (const lang of ['en', 'ms'] as const) {
  test(`/visit in ${lang} with a stand selected has no axe violations`, async ({ page }) => {
    await visit(page, `${prefix[lang]}/visit?stand=${placed.stand}#map`);
    await expect(stand(page, placed.stand!)).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);
  });
}
