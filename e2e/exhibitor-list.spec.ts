import { expect, test, type Page } from './show-clock';
import { en, ms } from './content';

const exhibitors = en.exhibitors.all;
import { hydrated, visit } from './support';

// Every name and count below is read from the content, so an exhibitor an organiser adds or
// removes keeps these tests green. What a search finds is worked out here (a name or category
// containing the text, ignoring case) rather than by the page's filter.
const total = exhibitors.length;
const sorted = exhibitors.map((exhibitor) => exhibitor.name).sort((a, b) => a.localeCompare(b, 'en'));
const matching = <T extends { name: string; category: string }>(list: readonly T[], text: string) =>
  list.filter((e) => `${e.name} ${e.category}`.toLowerCase().includes(text.toLowerCase()));

const table = (page: Page) => page.getByRole('table', { name: /Exhibitors A–Z/ });
const cards = (page: Page) => page.getByRole('list', { name: 'Exhibitors A–Z' });

async function expectTableOfFive(page: Page, names: readonly string[]) {
  await expect(table(page)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(Math.ceil(names.length / 5));
  for (const row of await rows.all()) await expect(row.getByRole('cell')).toHaveCount(5);
  await expect(rows.first().getByRole('cell').first()).toContainText(names[0]!);
  await expect(table(page).getByRole('cell').filter({ hasText: /\S/ })).toHaveCount(names.length);
}

async function expectCards(page: Page, count: number) {
  await expect(cards(page)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await expect(cards(page).getByRole('listitem')).toHaveCount(count);
}

test(
  'desktop shows every exhibitor in a table of 5 per row; 768 px and below shows cards, re-evaluated on resize',
  {
    tag: '@desktop',
  },
  async ({ page }) => {
    await visit(page, '/exhibitor-list');
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} exhibitors`);
    await expectTableOfFive(page, sorted);

    await page.setViewportSize({ width: 768, height: 900 });
    await expectCards(page, total);
    await expect(cards(page).getByRole('listitem').first()).toContainText(sorted[0]!);

    await page.setViewportSize({ width: 769, height: 900 });
    await expectTableOfFive(page, sorted);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectCards(page, total);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expectTableOfFive(page, sorted);
  },
);

test('a phone shows the exhibitors as cards from the first paint', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/exhibitor-list');
  // Before hydration the prerendered page already shows cards, not the table, at this width.
  await expect(page.getByRole('table')).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
  await hydrated(page);
  await expectCards(page, total);
});

test('the search box narrows the list as you type, with a live count', async ({ page }) => {
  await visit(page, '/exhibitor-list');
  const search = page.getByRole('searchbox', { name: 'Search exhibitors' });
  const status = page.getByRole('status');

  await search.pressSequentially('mari');
  const marine = exhibitors.filter((e) => /mari/i.test(`${e.name} ${e.category}`));
  await expect(status).toHaveText(`Showing ${marine.length} of ${total} exhibitors`);
  await search.pressSequentially('na');
  const marina = exhibitors.filter((e) => /marina/i.test(`${e.name} ${e.category}`));
  expect(marina.length).toBeLessThan(marine.length);
  await expect(status).toHaveText(`Showing ${marina.length} of ${total} exhibitors`);
  const visibleNames = page.locator('main').getByText(/marina/i);
  for (const { name } of marina) await expect(page.locator('main')).toContainText(name);
  const other = exhibitors.find((e) => !marina.includes(e))!;
  await expect(page.locator('main')).not.toContainText(other.name);
  expect(await visibleNames.count()).toBeGreaterThan(0);

  await search.fill('no such company');
  await expect(status).toHaveText('No exhibitors match your search.');
  await search.fill('');
  await expect(status).toHaveText(`Showing ${total} of ${total} exhibitors`);
});

test('the A–Z filter shows one letter, combines with the search and resets with All', async ({ page }) => {
  await visit(page, '/exhibitor-list');
  const letters = page.getByRole('group', { name: 'Filter by first letter' });
  const status = page.getByRole('status');
  const main = page.locator('main');

  const letterM = letters.getByRole('button', { name: 'M', exact: true });
  await letterM.click();
  await expect(letterM).toHaveAttribute('aria-pressed', 'true');
  const startingWithM = exhibitors.filter((e) => e.name.startsWith('M'));
  await expect(status).toHaveText(`Showing ${startingWithM.length} of ${total} exhibitors`);
  for (const { name } of startingWithM) await expect(main).toContainText(name);
  await expect(main).not.toContainText(exhibitors.find((e) => !e.name.startsWith('M'))!.name);

  // A word of one of them, which narrows the letter's list further.
  const word = startingWithM.at(-1)!.name.split(' ').at(-1)!;
  const both = matching(startingWithM, word);
  await page.getByRole('searchbox', { name: 'Search exhibitors' }).fill(word);
  await expect(status).toHaveText(`Showing ${both.length} of ${total} exhibitors`);
  for (const { name } of both) await expect(main).toContainText(name);

  await page.getByRole('searchbox', { name: 'Search exhibitors' }).fill('');
  await letters.getByRole('button', { name: 'All' }).click();
  await expect(letterM).toHaveAttribute('aria-pressed', 'false');
  await expect(status).toHaveText(`Showing ${total} of ${total} exhibitors`);
});

for (const [lang, prefix, edition] of [
  ['en', '', en],
  ['ms', '/ms', ms],
] as const) {
  test(`(${lang}) the category filter shows one category, combines with the search and resets`, async ({ page }) => {
    const words = edition.exhibitors.directory;
    const all = edition.exhibitors.all;
    const showing = (shown: number) =>
      words.count.replace('{shown}', String(shown)).replace('{total}', String(all.length));
    const names = (list: readonly { name: string }[]) =>
      list.map((e) => e.name).sort((a, b) => a.localeCompare(b, lang));
    await visit(page, `${prefix}/exhibitor-list`);
    const category = page.getByRole('combobox', { name: words.categoryLabel });
    const status = page.getByRole('status');
    // The table's filled cells on desktop, the cards on phones: one per exhibitor shown.
    const entries = page
      .getByRole('main')
      .getByRole('cell')
      .filter({ hasText: /\S/ })
      .or(page.getByRole('list', { name: words.listLabel }).getByRole('listitem'));
    const main = page.getByRole('main');

    // The category of the last exhibitor whose category has others too, but not everyone.
    const inCategoryOf = (e: (typeof all)[number]) => all.filter((each) => each.category === e.category);
    const target = all.findLast((e) => inCategoryOf(e).length > 1 && inCategoryOf(e).length < all.length)!;
    const chosen = target.category;
    const inCategory = inCategoryOf(target);
    expect(inCategory.length).toBeGreaterThan(1);
    expect(inCategory.length).toBeLessThan(all.length);
    await category.selectOption({ label: chosen });
    await expect(status).toHaveText(showing(inCategory.length));
    await expect(entries).toHaveCount(inCategory.length);
    for (const name of names(inCategory)) await expect(main).toContainText(name);
    const other = all.find((e) => e.category !== chosen)!;
    await expect(main).not.toContainText(other.name);

    // With the search: only that category's matches.
    const search = page.getByRole('searchbox', { name: words.searchLabel });
    const found = matching(inCategory, target.name);
    await search.fill(target.name);
    await expect(status).toHaveText(showing(found.length));
    await expect(entries).toHaveCount(found.length);
    await expect(entries.first()).toContainText(target.name);
    await search.fill('');

    await category.selectOption({ label: words.allCategories });
    await expect(status).toHaveText(showing(all.length));
    await expect(entries).toHaveCount(all.length);
  });
}

test('a link carrying a search (?q=) shows what it names once the page is live', async ({ page }) => {
  const word = exhibitors[0]!.name.split(' ')[0]!;
  await visit(page, `/exhibitor-list?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('searchbox', { name: 'Search exhibitors' })).toHaveValue(word);
  await expect(page.getByText(`Showing ${matching(exhibitors, word).length} of ${total}`)).toBeVisible();
});
