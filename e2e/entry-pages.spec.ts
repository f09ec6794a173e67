import { expect, test, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { en, ms } from './content';
import { firstVisit } from './offline-support';
import { visit, watchConsole } from './support';

// A page per boat (/boats/<id>) and per exhibitor (/exhibitors/<id>), in both languages:
// reached from the boat cards, the boat preview, the exhibitor list and each other. What the
// crawler reads (JSON-LD, share tags, sitemap) is checked on the build (build-checks/).

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const editions = { en: { prefix: '', edition: en }, ms: { prefix: '/ms', edition: ms } } as const;

for (const lang of ['en', 'ms'] as const) {
  const { prefix, edition } = editions[lang];
  const labels = edition.boatLabels;
  const words = edition.exhibitors.profile;
  // A boat whose builder exhibits, so the two pages link to each other.
  const boat = edition.boats.all.find((entry) => edition.exhibitors.all.some((e) => e.name === entry.builder))!;
  const builder = edition.exhibitors.all.find((exhibitor) => exhibitor.name === boat.builder)!;
  const buildersBoats = edition.boats.all.filter((entry) => entry.builder === builder.name);
  const saveLabel = `${edition.shell.myShow.save} ${boat.name}`;

  test(
    `(${lang}) a boat card's name opens the boat's page, which leads to its builder's page and back`,
    { tag: '@desktop' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await visit(page, `${prefix}/all-boats`);
      await page.getByRole('article', { name: boat.name }).getByRole('link', { name: boat.name, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/boats/${boat.id}`);
      await expect(h1(page, boat.name)).toBeVisible();

      const main = page.getByRole('main');
      await expect(main.getByText(boat.description)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: labels.specifications })).toBeVisible();
      await expect(main.getByRole('definition').filter({ hasText: boat.length })).toBeVisible();
      await expect(main.getByRole('link', { name: new RegExp(`${boat.berth} · `) })).toHaveAttribute(
        'href',
        `${prefix}/visit?stand=${boat.berth}#map`,
      );
      const save = main.getByRole('button', { name: saveLabel, exact: true });
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);

      await main.getByRole('link', { name: builder.name, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/exhibitors/${builder.id}`);
      await expect(h1(page, builder.name)).toBeVisible();
      await expect(page.getByRole('main').getByText(builder.category, { exact: true }).first()).toBeVisible();
      const onShow = page.getByRole('region', { name: words.boatsOnShow });
      await expect(onShow.getByRole('article')).toHaveCount(buildersBoats.length);
      // Saved on the boat's page, saved here too: one plan.
      await expect(
        onShow.getByRole('article', { name: boat.name }).getByRole('button', { name: saveLabel, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: words.allExhibitors }).click();
      await expect(page).toHaveURL(`${prefix}/exhibitor-list`);
      expect(problems).toEqual([]);
    },
  );

  test(
    `(${lang}) the boat preview's Full details and the exhibitor list's names open their pages`,
    { tag: '@desktop' },
    async ({ page }) => {
      await visit(page, `${prefix}/all-boats`);
      await page.getByRole('button', { name: labels.preview.replace('{name}', boat.name) }).click();
      const dialog = page.getByRole('dialog', { name: boat.name });
      await dialog
        .getByRole('link', { name: `${labels.fullDetails} ${labels.fullDetailsDetail.replace('{name}', boat.name)}` })
        .click();
      await expect(page).toHaveURL(`${prefix}/boats/${boat.id}`);
      await expect(dialog).toBeHidden();
      await expect(h1(page, boat.name)).toBeVisible();
      await page.getByRole('link', { name: labels.allBoats }).click();
      await expect(page).toHaveURL(`${prefix}/all-boats`);

      await visit(page, `${prefix}/exhibitor-list`);
      const other = edition.exhibitors.all.at(-1)!;
      await page.getByRole('link', { name: other.name, exact: true }).filter({ visible: true }).click();
      await expect(page).toHaveURL(`${prefix}/exhibitors/${other.id}`);
      await expect(h1(page, other.name)).toBeVisible();
      await expect(page.getByRole('main').getByText(other.country, { exact: true })).toBeVisible();
    },
  );
}

test.describe('offline', () => {
  // The service worker is on here (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  for (const lang of ['en', 'ms'] as const) {
    const { prefix, edition } = editions[lang];
    // The service worker is the same at every width: once, on a desktop.
    test(
      `(${lang}) offline, a boat's page opens from the boat list, and one visited before opens by its address`,
      {
        tag: '@desktop',
      },
      async ({ page, context }) => {
        const [visited, unvisited] = edition.boats.all;
        await firstVisit(page, `${prefix}/accessibility`);
        await visit(page, `${prefix}/boats/${visited!.id}`);
        await expect(h1(page, visited!.name)).toBeVisible();
        await visit(page, `${prefix}/all-boats`);

        await context.setOffline(true);
        await page.getByRole('link', { name: unvisited!.name, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/boats/${unvisited!.id}`);
        await expect(h1(page, unvisited!.name)).toBeVisible();
        await expect(page.getByText(unvisited!.description)).toBeVisible();

        // The language switch works offline too: the other language's words and the boat's
        // data in it are on the device.
        const other = lang === 'en' ? 'ms' : 'en';
        const otherBoat = editions[other].edition.boats.all.find((boat) => boat.id === unvisited!.id)!;
        await page.getByRole('banner').getByRole('link', { name: edition.shell.languageSwitch.label }).click();
        await expect(page).toHaveURL(`${editions[other].prefix}/boats/${unvisited!.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page.getByText(otherBoat.description)).toBeVisible();
        await expect(
          page.getByRole('banner').getByRole('link', { name: editions[other].edition.shell.languageSwitch.label }),
        ).toBeVisible();

        await visit(page, `${prefix}/boats/${visited!.id}`);
        await expect(h1(page, visited!.name)).toBeVisible();
        await page.goto(`${prefix}/boats/${unvisited!.id}`);
        await expect(page).toHaveURL(new RegExp(`${prefix}/offline\\?from=`));
      },
    );
  }
});
