import { expect, test, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { en, ms } from './content';
import { visit } from './support';

// The featured boats in content order, read from the content so a boat an organiser features or
// unfeatures keeps these tests green; three to a page is the carousel's rule, not the content's.
const featured = en.featuredBoats.boats;
const perPage = 3;
const boatPages = Array.from({ length: Math.ceil(featured.length / perPage) }, (_, index) =>
  featured.slice(index * perPage, (index + 1) * perPage).map((boat) => boat.name),
);
const labels = en.boatLabels;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
/** The carousel's page that shows the `index`th featured boat, reached by pressing Next. */
async function showPageOf(page: Page, index: number) {
  for (let step = 0; step < Math.floor(index / perPage); step++) {
    await boatsRegion(page).getByRole('button', { name: 'Next' }).click();
  }
}

const boatsRegion = (page: Page) => page.getByRole('region', { name: en.home.boats.heading });

test.describe('featured boats carousel', () => {
  test('shows 3 boats a page, steps by 3 and disables the buttons at the ends', async ({ page }) => {
    expect(boatPages.length).toBeGreaterThan(1);
    await visit(page, '/');
    const region = boatsRegion(page);
    const names = region.getByRole('heading', { level: 3 });
    const previous = region.getByRole('button', { name: 'Previous' });
    const next = region.getByRole('button', { name: 'Next' });

    await expect(names).toHaveText(boatPages[0]!);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(region.getByRole('article').first()).toContainText(featured[0]!.length);

    await next.click();
    await expect(names).toHaveText(boatPages[1]!);
    await expect(previous).toBeEnabled();
    const last = Math.min(2 * perPage, featured.length);
    await expect(
      region.getByText(fill(en.home.boats.status, { first: perPage + 1, last, total: featured.length }), {
        exact: true,
      }),
    ).toBeVisible();

    for (let index = 2; index < boatPages.length; index++) {
      await next.click();
      await expect(names).toHaveText(boatPages[index]!);
    }
    await expect(next).toBeDisabled();
    // Focus moves to the button that still works rather than falling to the page.
    await expect(previous).toBeFocused();

    for (let index = boatPages.length - 2; index >= 0; index--) {
      await previous.click();
      await expect(names).toHaveText(boatPages[index]!);
    }
    await expect(previous).toBeDisabled();
  });

  test('every card shows image, name, length, guests and crew', async ({ page }) => {
    const [boat] = featured;
    await visit(page, '/');
    const card = boatsRegion(page).getByRole('article', { name: boat!.name, exact: true });
    await expect(card.getByRole('img')).toHaveAttribute('alt', boat!.image.alt);
    await expect(card.getByRole('definition')).toHaveText([
      boat!.length,
      String(boat!.guests),
      String(boat!.crew),
      ...(boat!.priceRm === undefined ? [] : [`RM ${boat!.priceRm.toLocaleString('en-US')}`]),
    ]);
    await expect(card.getByRole('term')).toHaveText([
      labels.length,
      labels.guests,
      labels.crew,
      ...(boat!.priceRm === undefined ? [] : [labels.price]),
    ]);
  });

  test('the image opens a preview popup that closes with Close, Escape and the backdrop', async ({ page }) => {
    const [boat] = featured;
    await visit(page, '/');
    const opener = boatsRegion(page).getByRole('button', {
      name: fill(labels.preview, { name: boat!.name }),
      exact: true,
    });
    const dialog = page.getByRole('dialog', { name: boat!.name });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    if (boat!.infoUrl) {
      await expect(dialog.getByRole('link', { name: new RegExp(`^${labels.moreInfo}`) })).toHaveAttribute(
        'href',
        boat!.infoUrl,
      );
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('More info opens the brochure in a new tab', { tag: '@desktop' }, async ({ page, context }) => {
    const index = featured.findIndex((boat) => boat.infoUrl);
    expect(index).toBeGreaterThanOrEqual(0);
    const boat = featured[index]!;
    await visit(page, '/');
    await showPageOf(page, index);
    const link = boatsRegion(page)
      .getByRole('article', { name: boat.name, exact: true })
      .getByRole('link', { name: new RegExp(`^${labels.moreInfo}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    // The new tab asks for the brochure; whether it then shows the PDF or downloads it is the
    // browser's choice (the tests' headless shell has no PDF viewer, so its tab stays blank).
    const brochure = new URL(boat.infoUrl!, page.url()).href;
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('request', (request) => request.url() === brochure && request.isNavigationRequest()),
      link.click(),
    ]);
    await expect(page).toHaveURL('/');
    await tab.close();
  });

  test('a boat without a brochure shows a disabled Info Coming Soon', { tag: '@desktop' }, async ({ page }) => {
    const index = featured.findIndex((boat) => !boat.infoUrl);
    expect(index).toBeGreaterThanOrEqual(0);
    await visit(page, '/');
    await showPageOf(page, index);
    const card = boatsRegion(page).getByRole('article', { name: featured[index]!.name, exact: true });
    await expect(card.getByRole('button', { name: labels.infoComingSoon })).toBeDisabled();
    await expect(card.getByRole('link', { name: new RegExp(labels.moreInfo) })).toHaveCount(0);
  });

  test('View All leads to the full fleet', { tag: '@desktop' }, async ({ page }) => {
    await visit(page, '/');
    await boatsRegion(page).getByRole('link', { name: en.home.boats.viewAll.label }).click();
    await expect(page).toHaveURL(en.home.boats.viewAll.to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.allBoats.heading);
  });
});

test.describe('featured events and showcase', () => {
  test('each highlight links to its page', { tag: '@desktop' }, async ({ page }) => {
    const { events } = en.featuredEvents;
    expect(events.length).toBeGreaterThan(0);
    await visit(page, '/');
    const region = page.getByRole('region', { name: en.home.events.heading });
    for (const event of events) {
      await expect(region.getByRole('link', { name: event.title, exact: true })).toHaveAttribute('href', event.to);
    }
    const [first] = events;
    await region.getByRole('link', { name: first!.title, exact: true }).click();
    await expect(page).toHaveURL(first!.to);
  });

  test('the call-to-action invites exhibitors and visitors', async ({ page }) => {
    const { showcase } = en.home;
    await visit(page, '/');
    const region = page.getByRole('region', { name: showcase.heading });
    for (const action of showcase.actions) {
      await expect(region.getByRole('link', { name: action.label })).toHaveAttribute('href', action.to);
    }
  });
});

// The photos in content order, read from the content so an organiser's new photo keeps these
// tests green; six to a page is the carousel's rule, not the content's.
const photosPerPage = 6;
const galleryPageCount = Math.ceil(en.gallery.images.length / photosPerPage);
/** What the gallery says and shows on its page `index` (from 0), in one language's words. */
function galleryPage(edition: typeof en, index: number) {
  const { images } = edition.gallery;
  const first = index * photosPerPage;
  const last = Math.min(first + photosPerPage, images.length);
  return {
    status: fill(edition.home.gallery.status, { first: first + 1, last, total: images.length }),
    count: last - first,
    firstAlt: images[first]!.image.alt,
  };
}

test.describe('gallery carousel', () => {
  test('shows 6 photos a page and wraps around both ways', async ({ page }) => {
    expect(galleryPageCount).toBeGreaterThan(1);
    await visit(page, '/');
    const region = page.getByRole('region', { name: en.home.gallery.heading });
    const photos = region.getByRole('img');
    // The status line, whichever page it names: the copy's words with numbers in its blanks.
    const statusPattern = en.home.gallery.status
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()[\]\\|]/g, '\\$&'))
      .join('\\d+');
    const status = region.getByText(new RegExp(`^${statusPattern}$`));
    const expectPage = async (index: number) => {
      const expected = galleryPage(en, index);
      await expect(status).toHaveText(expected.status);
      await expect(photos).toHaveCount(expected.count);
      await expect(photos.first()).toHaveAttribute('alt', expected.firstAlt);
    };
    await expectPage(0);

    await region.getByRole('button', { name: en.shell.pager.previous }).click();
    await expectPage(galleryPageCount - 1);

    await region.getByRole('button', { name: en.shell.pager.next }).click();
    await expectPage(0);
    for (let step = 1; step <= galleryPageCount; step++) {
      await region.getByRole('button', { name: en.shell.pager.next }).click();
      await expectPage(step % galleryPageCount);
    }
    await expect(region.getByRole('button', { name: en.shell.pager.next })).toBeEnabled();
    await expect(region.getByRole('button', { name: en.shell.pager.previous })).toBeEnabled();
  });

  // The home page carries the first page of photos; the others come from the language's
  // /gallery-photos.json, which a weak signal may not deliver.
  for (const [path, edition] of [
    ['/', en],
    ['/ms', ms],
  ] as const) {
    test(
      `${path}: photos that cannot be fetched are said so, and Try again brings them`,
      { tag: '@desktop' },
      async ({ page }) => {
        // The second attempt waits for the page to settle (2 s of network quiet, then idle),
        // which a loaded two-core machine can stretch well past 15 s.
        test.setTimeout(90_000);
        const copy = edition.home.gallery;
        const second = galleryPage(edition, 1);
        let attempts = 0;
        await page.route('**/gallery-photos.json', (route) => {
          attempts += 1;
          return route.abort('internetdisconnected');
        });
        await visit(page, path);
        const region = page.getByRole('region', { name: copy.heading });
        // The page fetches them once it has settled: wait for that attempt to fail before
        // paging on. Clicked while it was still in flight, Next would share that one request
        // (fetchGalleryPhotos), and a settle after the unroute below could succeed and take the
        // Try again button away. Bounded by the test's own timeout: a loaded machine settles late.
        await expect.poll(() => attempts, { timeout: 0 }).toBe(1);
        await region.getByRole('button', { name: edition.shell.pager.next }).click();
        await expect.poll(() => attempts).toBe(2);
        await expect(region.getByText(second.status)).toBeVisible();
        await expect(region.getByRole('alert')).toHaveText(`${copy.loadFailed}${copy.retry}`);
        await expect(region.getByRole('img')).toHaveCount(0);
        await expectNoAxeViolations(page);

        await page.unroute('**/gallery-photos.json');
        await region.getByRole('button', { name: copy.retry }).click();
        await expect(region.getByRole('alert')).toHaveCount(0);
        await expect(region.getByRole('img')).toHaveCount(second.count);
        await expect(region.getByRole('img').first()).toHaveAttribute('alt', second.firstAlt);
      },
    );
  }

  test('links to the full gallery', { tag: '@desktop' }, async ({ page }) => {
    const { viewAll } = en.home.gallery;
    await visit(page, '/');
    await page.getByRole('link', { name: viewAll.label }).click();
    await expect(page).toHaveURL(viewAll.to);
  });
});

test.describe('accessibility of the open states', () => {
  test('an open boat preview has no axe violations', async ({ page }) => {
    await visit(page, '/');
    const boat = featured[1] ?? featured[0]!;
    await boatsRegion(page)
      .getByRole('button', { name: fill(labels.preview, { name: boat.name }), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: boat.name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open Follow Us menu has no axe violations', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Follow Us' }).click();
    await expect(page.getByRole('list', { name: 'Follow Us' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the playing promo video has no axe violations', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Play the MYBOS promo video' }).click();
    await expect(page.locator('video')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
