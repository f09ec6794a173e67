import { expect, test, type Page } from './show-clock';
import { en, ms } from './content';
import { expectNoAxeViolations } from './axe';
import { firstVisit } from './offline-support';
import { hydrated, visit } from './support';

// What the build's files must say of the index (every page in its language, nothing of it on
// page load) is checked without a browser by `npm run check:html` (scripts/search-index.ts).

// A boat and an exhibitor of the content (the fleet's first, the list's last), so an organiser's
// new or removed entry keeps these tests green. A name is the same in both languages.
const boatName = en.boats.all[0]!.name;
const exhibitorName = en.exhibitors.all.at(-1)!.name;
const markedWords = (name: string) => new RegExp(`^(${name.split(' ').join('|')})$`);

const editions = {
  en: {
    prefix: '',
    copy: en.search,
    // The FAQ's words from content/copy/visit.yaml.
    boat: { query: boatName, result: `${en.pages.allBoats.heading} › ${boatName}`, heading: boatName },
    exhibitor: { query: exhibitorName, result: en.pages.exhibitorList.heading },
    // Only in an answer of the FAQ ("Sorry, no pets, except assistance dogs.").
    description: { query: 'pets', result: 'Plan Your Visit › Frequently asked questions', href: '/visit#faq-heading' },
    // A word of the other language's pages only.
    otherLanguage: 'peliharaan',
    exhibitorField: 'Search exhibitors',
  },
  ms: {
    prefix: '/ms',
    copy: ms.search,
    boat: { query: boatName, result: `${ms.pages.allBoats.heading} › ${boatName}`, heading: boatName },
    exhibitor: { query: exhibitorName, result: ms.pages.exhibitorList.heading },
    // "Maaf, haiwan peliharaan tidak dibenarkan, kecuali anjing bantuan."
    description: { query: 'peliharaan', result: 'Rancang Lawatan Anda › Soalan lazim', href: '/ms/visit#faq-heading' },
    otherLanguage: 'pets',
    exhibitorField: 'Cari pempamer',
  },
} as const;

type Edition = (typeof editions)[keyof typeof editions];

const searchButton = (page: Page, { copy }: Edition) =>
  page.getByRole('banner').getByRole('button', { name: copy.button, exact: true });
const searchDialog = (page: Page, { copy }: Edition) => page.getByRole('dialog', { name: copy.title });

/**
 * Types a query and waits for its answer: the results stop being busy (what a screen reader
 * waits for) and the count or "No results" is announced.
 */
async function search(page: Page, edition: Edition, query: string) {
  const dialog = searchDialog(page, edition);
  await dialog.getByRole('searchbox', { name: edition.copy.label }).fill(query);
  await expect(dialog.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const count = edition.copy.count;
  await expect(dialog.getByRole('status')).toHaveText(
    new RegExp(
      `^(${count.other.replace('{count}', '\\d+')}|${count.one.replace('{count}', '1')}|${edition.copy.none.replace('{query}', query)})$`,
    ),
  );
  return dialog.getByRole('list', { name: edition.copy.results });
}

/** A result's list item, by the link a person reads. */
const result = (page: Page, edition: Edition, name: string) =>
  searchDialog(page, edition)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

for (const lang of ['en', 'ms'] as const) {
  const edition = editions[lang];
  const { prefix, copy } = edition;
  // The Malay run covers the words; the English one runs at both widths (the phone's header).
  const details = lang === 'en' ? {} : { tag: '@desktop' };

  test(
    `(${lang}) the header's Search finds boats, exhibitors and answers, in the page's language, and follows a result to its page`,
    details,
    async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/pagefind/') || /\/assets\/search-dialog-/.test(pathname)) fetched.push(pathname);
      });
      await visit(page, `${prefix}/accessibility`);
      // Nothing of the search but its button comes with a page.
      expect(fetched).toEqual([]);

      await searchButton(page, edition).click();
      const dialog = searchDialog(page, edition);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('searchbox', { name: copy.label })).toBeFocused();
      expect(fetched.some((path) => path === '/pagefind/pagefind.js')).toBe(true);

      // A boat by its name: the match is marked, and the link leads to the boat's own page.
      await search(page, edition, edition.boat.query);
      const boat = result(page, edition, edition.boat.heading);
      await expect(boat.locator('mark').first()).toHaveText(markedWords(boatName));
      // Every result is a page of this language.
      for (const link of await dialog.getByRole('link').all()) {
        expect(await link.getAttribute('href')).toMatch(lang === 'ms' ? /^\/ms(\/|#|$)/ : /^\/(?!ms(\/|#|$))/);
      }

      // An exhibitor by its name, and a word found only in a description (an FAQ answer).
      await search(page, edition, edition.exhibitor.query);
      const exhibitor = result(page, edition, edition.exhibitor.result);
      await expect(
        exhibitor
          .locator('mark')
          .filter({ hasText: markedWords(exhibitorName) })
          .first(),
      ).toBeVisible();
      const results = await search(page, edition, edition.description.query);
      const answer = result(page, edition, edition.description.result);
      await expect(answer.locator('mark')).toHaveText([edition.description.query]);
      await expect(answer.getByRole('link')).toHaveAttribute('href', edition.description.href);
      await expect(results.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page, 'dialog');

      // The other language's words are not in this language's index.
      await search(page, edition, edition.otherLanguage);
      await expect(dialog.getByRole('status')).toHaveText(copy.none.replace('{query}', edition.otherLanguage));

      // Arrow keys move from the field through the results and back; Enter follows one.
      await search(page, edition, edition.boat.query);
      const field = dialog.getByRole('searchbox', { name: copy.label });
      const links = dialog.getByRole('list', { name: copy.results }).getByRole('link');
      await field.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(field).toBeFocused();
      await field.press('ArrowDown');
      // The boat's own page comes first; the boat list's card is among the next.
      await expect(links.first()).toHaveAccessibleName(edition.boat.heading);
      await expect(result(page, edition, edition.boat.result)).toBeVisible();
      // A client navigation, not a new page load: what the window holds survives it.
      await page.evaluate(() => ((window as unknown as { beforeSearch: boolean }).beforeSearch = true));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/boats/azure-horizon`);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: edition.boat.heading })).toBeInViewport();
      expect(await page.evaluate(() => (window as unknown as { beforeSearch?: boolean }).beforeSearch)).toBe(true);
    },
  );

  test(
    `(${lang}) / opens the search except while typing, and Escape closes it and returns focus`,
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, `${prefix}/exhibitor-list`);
      const dialog = searchDialog(page, edition);

      // From the page itself: `/` opens it; Escape returns focus to the header's button. The
      // key is heard once the page's effects have run, a moment after hydration: until the
      // dialog shows, pressing again is harmless (focus is on the page, not in a field).
      await expect(async () => {
        if (!(await dialog.isVisible())) await page.keyboard.press('/');
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(dialog.getByRole('searchbox', { name: copy.label })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton(page, edition)).toBeFocused();

      // From the button, with words typed: Escape closes at once (it does not just clear them).
      await searchButton(page, edition).click();
      await search(page, edition, edition.boat.query);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(searchButton(page, edition)).toBeFocused();

      // In a text field, `/` is typed.
      const field = page.getByRole('searchbox', { name: edition.exhibitorField });
      await field.fill('Blue');
      await field.press('/');
      await expect(field).toHaveValue('Blue/');
      await expect(dialog).toBeHidden();
    },
  );
}

test('when the search itself cannot download, the button says so', { tag: '@desktop' }, async ({ page }) => {
  const edition = editions.en;
  await page.route(/\/assets\/search-dialog-/, (route) => route.abort('internetdisconnected'));
  await visit(page, '/accessibility');
  await searchButton(page, edition).click();
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText(edition.copy.failed);
  await expect(searchDialog(page, edition)).toHaveCount(0);
  // The page stayed: no reload, no error page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('offline', () => {
  // The service worker is on here (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test(
    'without a connection the dialog says the search cannot load; once used, it works offline',
    { tag: '@desktop' },
    async ({ page, context }) => {
      const edition = editions.en;
      const { copy } = edition;
      await firstVisit(page);
      const dialog = searchDialog(page, edition);

      // Never searched on this device, and offline: the dialog says so and offers to try again.
      await context.setOffline(true);
      await searchButton(page, edition).click();
      await expect(dialog.getByRole('status')).toHaveText(copy.failed);
      await context.setOffline(false);
      await dialog.getByRole('button', { name: copy.retry }).click();
      await search(page, edition, edition.description.query);
      await expect(result(page, edition, edition.description.result)).toBeVisible();
      await page.keyboard.press('Escape');

      // Offline again, on a fresh page: the parts fetched once are on the device.
      await context.setOffline(true);
      await page.reload();
      await hydrated(page);
      await searchButton(page, edition).click();
      await search(page, edition, edition.description.query);
      await expect(result(page, edition, edition.description.result).locator('mark')).toHaveText(['pets']);
      await expectNoAxeViolations(page, 'dialog');
    },
  );
});
