import { expect, test, type Page } from './show-clock';
import { en, ms } from './content';
import { hydrated, visit, watchConsole } from './support';

// The boat finder on /all-boats: filters and sort kept in the page's query, the count in a
// polite status. Expected boats are read from content/boats/, as the page reads them.

const editions = { en: { prefix: '', edition: en }, ms: { prefix: '/ms', edition: ms } } as const;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const boatNames = (boats: readonly { name: string }[]) => boats.map((boat) => boat.name);
const metres = (boat: { length: string }) => Number.parseFloat(boat.length);

for (const lang of ['en', 'ms'] as const) {
  const { prefix, edition } = editions[lang];
  const words = edition.boatFinder;
  const all = edition.boats.all;
  const counted = (count: number) =>
    count === 0 ? words.none : (count === 1 ? words.count.one : words.count.other).replace('{count}', String(count));
  const finder = (page: Page) => page.getByRole('search', { name: words.label });
  const field = (page: Page, name: string) => finder(page).getByRole('combobox', { name, exact: true });
  const number = (page: Page, name: string) => finder(page).getByRole('spinbutton', { name, exact: true });
  /**
   * Phones fold the fields away behind a button (the first boat stays in the first screen):
   * it opens them there, and is not shown on a desktop, where the fields always are.
   */
  const showFilters = async (page: Page) => {
    const toggle = finder(page).getByRole('button', { name: words.toggle });
    if (test.info().project.name !== 'mobile') {
      await expect(toggle).toBeHidden();
      return;
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(field(page, words.sort)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, words.sort)).toBeVisible();
  };

  test(`(${lang}) the prerendered page lists every boat; a shared link's filter applies once the page is live`, async ({
    page,
  }) => {
    const speedboats = all.filter((boat) => boat.typeKey === 'speedboat' && metres(boat) >= 11);
    expect(speedboats.length).toBeGreaterThan(0);
    expect(speedboats.length).toBeLessThan(all.length);
    const link = `${prefix}/all-boats?type=speedboat&minLength=11`;

    // The HTML a crawler or a reader without JavaScript gets: every boat, and the full count.
    const html = await (await page.request.get(link)).text();
    for (const boat of all) expect(html).toContain(`>${boat.name}</a></h2>`);
    expect(html).toContain(counted(all.length));

    const problems = watchConsole(page);
    await visit(page, link);
    await expect(cards(page)).toHaveCount(speedboats.length);
    for (const boat of speedboats) await expect(page.getByRole('article', { name: boat.name })).toBeVisible();
    await expect(finder(page).getByRole('status')).toHaveText(counted(speedboats.length));
    await showFilters(page);
    await expect(field(page, words.type)).toHaveValue('speedboat');
    await expect(field(page, words.type).locator('option:checked')).toHaveText(speedboats[0]!.type);
    await expect(number(page, words.minLength)).toHaveValue('11');
    // No hydration mismatch: the page rendered the full list first, then filtered.
    expect(problems).toEqual([]);
  });

  test(`(${lang}) filters by type, length and builder, keeps them in the address, and Back undoes each step`, async ({
    page,
  }) => {
    await visit(page, `${prefix}/all-boats`);
    const status = finder(page).getByRole('status');
    await expect(status).toHaveText(counted(all.length));
    await expect(cards(page)).toHaveCount(all.length);
    await showFilters(page);

    const catamaran = all.find((boat) => boat.typeKey === 'sailing-catamaran')!;
    const catamarans = all.filter((boat) => boat.typeKey === 'sailing-catamaran');
    await field(page, words.type).selectOption({ label: catamaran.type });
    await expect(page).toHaveURL(`${prefix}/all-boats?type=sailing-catamaran`);
    await expect(status).toHaveText(counted(catamarans.length));
    await expect(cards(page)).toHaveCount(catamarans.length);

    // A length range, typed: one step in the history however many keys it took.
    const longest = Math.max(...catamarans.map(metres));
    const long = catamarans.filter((boat) => metres(boat) >= longest);
    await number(page, words.minLength).pressSequentially(String(longest));
    await expect(page).toHaveURL(`${prefix}/all-boats?type=sailing-catamaran&minLength=${longest}`);
    await expect(status).toHaveText(counted(long.length));
    await expect(cards(page)).toHaveCount(long.length);

    // Back: the length goes, then the type; Forward brings the type back.
    await page.goBack();
    await expect(page).toHaveURL(`${prefix}/all-boats?type=sailing-catamaran`);
    await expect(status).toHaveText(counted(catamarans.length));
    await expect(number(page, words.minLength)).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(`${prefix}/all-boats`);
    await expect(status).toHaveText(counted(all.length));
    await expect(field(page, words.type)).toHaveValue('');
    await page.goForward();
    await expect(status).toHaveText(counted(catamarans.length));

    // A builder: its boats of that type only.
    const builder = catamaran.builder;
    await field(page, words.builder).selectOption({ label: builder });
    const built = catamarans.filter((boat) => boat.builder === builder);
    await expect(status).toHaveText(counted(built.length));
    expect(new URL(page.url()).searchParams.get('builder')).toMatch(/^[a-z0-9-]+$/);

    // Nothing left, then Clear filters: every boat again, and a clean address.
    await number(page, words.maxLength).fill('1');
    await expect(status).toHaveText(words.none);
    await expect(cards(page)).toHaveCount(0);
    await finder(page).getByRole('button', { name: words.clear }).click();
    await expect(page).toHaveURL(`${prefix}/all-boats`);
    await expect(status).toHaveText(counted(all.length));
    await expect(cards(page)).toHaveCount(all.length);
    await expect(finder(page).getByRole('button', { name: words.clear })).toHaveCount(0);
  });

  test(`(${lang}) sorts by name and by length, and the guests filter keeps the bigger boats`, async ({ page }) => {
    await visit(page, `${prefix}/all-boats`);
    await showFilters(page);
    const sort = field(page, words.sort);
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });

    await sort.selectOption({ label: words.sorts.name });
    await expect(page).toHaveURL(`${prefix}/all-boats?sort=name`);
    await expect(headings).toHaveText(boatNames([...all].sort((a, b) => a.name.localeCompare(b.name, lang))));

    await sort.selectOption({ label: words.sorts.longest });
    const longestFirst = [...all].sort((a, b) => metres(b) - metres(a) || a.name.localeCompare(b.name, lang));
    await expect(headings).toHaveText(boatNames(longestFirst));

    await sort.selectOption({ label: words.sorts.shortest });
    await expect(headings.first()).toHaveText(longestFirst.at(-1)!.name);

    const most = Math.max(...all.map((boat) => boat.guests));
    await number(page, words.minGuests).fill(String(most));
    const biggest = all.filter((boat) => boat.guests >= most);
    await expect(finder(page).getByRole('status')).toHaveText(counted(biggest.length));
    await expect(page).toHaveURL(`${prefix}/all-boats?minGuests=${most}&sort=shortest`);
    // The sort is not a filter: clearing keeps it.
    await finder(page).getByRole('button', { name: words.clear }).click();
    await expect(page).toHaveURL(`${prefix}/all-boats?sort=shortest`);
    await expect(headings).toHaveCount(all.length);
  });
}

test('a link filters the same boats in both languages', { tag: '@desktop' }, async ({ page }) => {
  const query = '?type=motor-yacht&sort=name';
  const motorYachts = en.boats.all.filter((boat) => boat.typeKey === 'motor-yacht');
  expect(motorYachts.length).toBeGreaterThan(0);
  await visit(page, `/all-boats${query}`);
  // The filter applies once the page is live: read the list after it has.
  await expect(cards(page)).toHaveCount(motorYachts.length);
  const english = await cards(page).getByRole('heading').allTextContents();
  expect([...english].sort()).toEqual(boatNames(motorYachts).sort());
  await page.goto(`/ms/all-boats${query}`);
  await hydrated(page);
  await expect(cards(page).getByRole('heading')).toHaveText(english);
  await expect(page.getByRole('search', { name: ms.boatFinder.label }).getByRole('status')).toHaveText(
    (english.length === 1 ? ms.boatFinder.count.one : ms.boatFinder.count.other).replace(
      '{count}',
      String(english.length),
    ),
  );
});
