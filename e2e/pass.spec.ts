import { PDFDocument } from 'pdf-lib';
import type { PassKind } from '../app/features/passes/pass-claims';
import { fill, type Lang } from '../app/lib/lang';
import { expect, test, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { en, ms } from './content';
import { firstVisit } from './offline-support';
import { passesOfEachKind, readQrCode, type SignedPass } from './passes';
import { hydrated, visit, watchConsole } from './support';

// The pass page (/pass#<token>, app/routes/pass/) with passes as the registrations service
// issues them (e2e/passes.ts), and the passes My Show keeps. Every word is the content's.

const editions = { en: { prefix: '', edition: en }, ms: { prefix: '/ms', edition: ms } } as const;
const kinds: PassKind[] = ['visitor', 'exhibitor', 'delegate', 'entrance', 'boarding'];

/** A day as the content's month names write it: `4 February 2026`, `4 Februari 2026`. */
function dayLabel(lang: Lang, date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${editions[lang].edition.shell.months[month! - 1]} ${year}`;
}

/** What the page should say a pass admits to, and when: from the content and the pass's claims. */
function expectedFacts(lang: Lang, { claims }: SignedPass): string[] {
  const { edition } = editions[lang];
  const { passes, site, cruises } = edition;
  const when =
    claims.k === 'boarding'
      ? dayLabel(lang, claims.d[0]!)
      : fill(passes.everyShowDay, { dates: site.edition.datesLabel });
  const what = claims.tr
    ? [
        claims.tr.cr,
        cruises[0]!.tripTimeLabels[cruises[0]!.tripTimes.indexOf(claims.tr.t)]!,
        fill(passes.guestCount.other, { count: claims.tr.p }),
      ]
    : claims.c
      ? [claims.c]
      : [];
  return [...what, when, claims.jti.replaceAll('-', '').slice(0, 8).toUpperCase()];
}

const passUrl = (lang: Lang, { token }: SignedPass) => `${editions[lang].prefix}/pass#${token}`;
const qrCode = (page: Page, lang: Lang) =>
  page.getByRole('img', { name: editions[lang].edition.passes.qrLabel, exact: true });

/** The pass on the page: its title, holder, what it admits to, when, and a QR code of exactly its token. */
async function expectPass(page: Page, lang: Lang, pass: SignedPass) {
  const { passes } = editions[lang].edition;
  const card = page.getByRole('article', { name: passes.kinds[pass.claims.k].title });
  await expect(card.getByRole('heading', { level: 1 })).toHaveText(passes.kinds[pass.claims.k].title);
  await expect(card.getByText(pass.claims.n)).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText(expectedFacts(lang, pass));
  await expect(card.getByText(passes.kinds[pass.claims.k].instruction, { exact: true })).toBeVisible();
  await expect(qrCode(page, lang)).toHaveAttribute('shape-rendering', 'crispEdges');
  // On screen, a whole number of pixels per module: equal modules, edges on pixels (pass.module.css).
  if (!(await page.evaluate(() => matchMedia('print').matches))) {
    const modules = Number(await qrCode(page, lang).getAttribute('data-modules'));
    const { width } = (await qrCode(page, lang).boundingBox())!;
    expect(width / modules, 'pixels per module').toBeCloseTo(Math.round(width / modules), 2);
  }
  expect(await readQrCode(qrCode(page, lang)), `${pass.claims.k}: the QR code's text`).toBe(pass.token);
}

for (const lang of ['en', 'ms'] as const) {
  const { prefix, edition } = editions[lang];
  const { passes } = edition;

  test(
    `(${lang}) each kind of pass shows its title, holder, what and when, and a QR code of exactly its token`,
    { tag: '@mobile' },
    async ({ page }) => {
      const problems = watchConsole(page);
      const issued = await passesOfEachKind(lang);
      for (const kind of kinds) {
        await visit(page, passUrl(lang, issued[kind]));
        await expectPass(page, lang, issued[kind]);
      }
      // Large enough to scan at arm's length: on a phone, the screen's width less what rounding to
      // whole pixels per module leaves (under one pixel per module); about 340 px on a desk.
      const { width } = (await qrCode(page, lang).boundingBox())!;
      const modules = Number(await qrCode(page, lang).getAttribute('data-modules'));
      const viewport = page.viewportSize()!.width;
      if (viewport < 500) expect(width).toBeGreaterThan(viewport - modules);
      else expect(width).toBeGreaterThanOrEqual(300);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    },
  );

  test(
    `(${lang}) another pass's link opened in the same tab shows that pass, and so does the other language`,
    { tag: '@mobile' },
    async ({ page }) => {
      const issued = await passesOfEachKind(lang);
      await visit(page, passUrl(lang, issued.visitor));
      await expectPass(page, lang, issued.visitor);
      await page.evaluate((hash) => (window.location.hash = hash), issued.boarding.token);
      await expectPass(page, lang, issued.boarding);
      // The language switch keeps the pass: the same pass, in the other language's words.
      const other = lang === 'en' ? 'ms' : 'en';
      const banner = page.getByRole('banner');
      // On a phone it is in the menu, which stays open after the switch: closed with Escape.
      const menu = banner.getByRole('button', { name: edition.shell.header.menu });
      const phone = await menu.isVisible();
      if (phone) await menu.click();
      await banner.getByRole('link', { name: edition.shell.languageSwitch.label }).filter({ visible: true }).click();
      await expect(page).toHaveURL(passUrl(other, issued.boarding));
      if (phone) await page.keyboard.press('Escape');
      await expectPass(page, other, issued.boarding);
    },
  );

  test(`(${lang}) Print prints the pass alone, on one A4 page`, { tag: '@desktop' }, async ({ page }) => {
    const { boarding } = await passesOfEachKind(lang);
    await visit(page, passUrl(lang, boarding));
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: passes.print }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');
    const pdf = await PDFDocument.load(await page.pdf({ format: 'A4' }));
    expect(pdf.getPageCount()).toBe(1);

    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('button', { name: passes.print }),
      page.getByRole('link', { name: passes.myShowLink }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await expectPass(page, lang, boarding);
    // 80 mm on paper (96 CSS px to the inch).
    expect(Math.round((await qrCode(page, lang).boundingBox())!.width)).toBe(Math.round((80 / 25.4) * 96));
  });

  test(
    `(${lang}) a link without a pass, or with a damaged one, says so and leads to My Show`,
    { tag: '@mobile' },
    async ({ page }) => {
      const { visitor } = await passesOfEachKind(lang);
      await visit(page, `${prefix}/pass`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.passPage.heading);
      await expect(page.getByRole('status').filter({ hasText: passes.missing })).toBeVisible();
      await expect(page.getByRole('link', { name: passes.myShowLink })).toHaveAttribute('href', `${prefix}/my-show`);
      await expect(qrCode(page, lang)).toHaveCount(0);

      // Cut short, as a mail program may cut a long link.
      await visit(page, `${prefix}/pass#${visitor.token.slice(0, -20)}`);
      await expect(page.getByRole('status').filter({ hasText: passes.damaged })).toBeVisible();
      await expect(qrCode(page, lang)).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Nothing damaged is kept.
      await visit(page, `${prefix}/my-show`);
      await expect(page.getByRole('heading', { name: passes.myShow.heading })).toHaveCount(0);
    },
  );

  test(
    `(${lang}) My Show lists the passes opened on this device, each linked to its page, and removes one`,
    { tag: '@mobile' },
    async ({ page }) => {
      await visit(page, `${prefix}/my-show`);
      await expect(page.getByRole('heading', { name: edition.myShow.empty.heading })).toBeVisible();
      // Without passes, nothing of them shows.
      await expect(page.getByRole('region', { name: passes.myShow.heading })).toHaveCount(0);

      const issued = await passesOfEachKind(lang);
      for (const kind of ['entrance', 'boarding'] as const) await visit(page, passUrl(lang, issued[kind]));
      await visit(page, `${prefix}/my-show`);
      const list = page.getByRole('region', { name: passes.myShow.heading });
      for (const kind of ['entrance', 'boarding'] as const) {
        const link = list.getByRole('link', { name: passes.kinds[kind].title });
        await expect(link).toHaveAttribute('href', passUrl(lang, issued[kind]));
        await expect(link).toHaveAccessibleDescription(
          [issued[kind].claims.n, ...expectedFacts(lang, issued[kind]).slice(0, -1)].join(' · '),
        );
      }
      await expectNoAxeViolations(page);

      await list.getByRole('button', { name: `${passes.myShow.remove} ${passes.kinds.entrance.title}` }).click();
      await expect(list.getByRole('link')).toHaveCount(1);
      await expect(list.getByRole('status')).toHaveText(
        fill(passes.myShow.removed, { name: passes.kinds.entrance.title }),
      );
      await list.getByRole('link', { name: passes.kinds.boarding.title }).click();
      await hydrated(page);
      await expectPass(page, lang, issued.boarding);
    },
  );

  test(
    `(${lang}) the pass page is not in the sitemap, the search index or the menus`,
    { tag: '@mobile' },
    async ({ page, request }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${edition.site.origin}${prefix}/my-show<`);
      expect(sitemap).not.toMatch(/\/pass</);

      await visit(page, `${prefix}/accessibility`);
      await expect(page.locator('a[href*="/pass"]')).toHaveCount(0);
      // The page's own words, searched in the language's index: other pages are found, never it.
      const urls = await page.evaluate(
        async (query) => {
          type Result = { data: () => Promise<{ url: string }> };
          type Pagefind = { init: () => Promise<void>; search: (query: string) => Promise<{ results: Result[] }> };
          const pagefind = (await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`)) as Pagefind;
          await pagefind.init();
          const { results } = await pagefind.search(query);
          return Promise.all(results.map(async (result) => (await result.data()).url));
        },
        lang === 'en' ? 'pass' : 'pas',
      );
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => /\/pass(#|$)/.test(url))).toEqual([]);
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
      `(${lang}) after one visit, a pass opens without a connection: from My Show and by its link`,
      { tag: '@desktop' },
      async ({ page, context }) => {
        const issued = await passesOfEachKind(lang);
        await firstVisit(page, `${prefix}/accessibility`);
        await visit(page, passUrl(lang, issued.boarding));
        await expectPass(page, lang, issued.boarding);

        await context.setOffline(true);
        await visit(page, `${prefix}/my-show`);
        await page
          .getByRole('region', { name: edition.passes.myShow.heading })
          .getByRole('link', { name: edition.passes.kinds.boarding.title })
          .click();
        await hydrated(page);
        await expectPass(page, lang, issued.boarding);

        // A pass never opened on this device: its link is all it needs.
        await visit(page, passUrl(lang, issued.exhibitor));
        await expectPass(page, lang, issued.exhibitor);
        await page.reload();
        await hydrated(page);
        await expectPass(page, lang, issued.exhibitor);
      },
    );
  }
});
