import { expect, test, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { visit } from './support';

// The featured boats in content order (app/content/boats.ts), three to a page.
const boatPages = [
  ['Azure Horizon', 'Andaman Pearl', 'Langkawi Spirit'],
  ['Tuan Laut', 'Coral Dash', 'Seri Bayu'],
  ['Gunung Raya', 'Tanjung Rhu', 'Mahsuri Star'],
];

const boatsRegion = (page: Page) => page.getByRole('region', { name: 'Featured boats & yachts' });

test.describe('featured boats carousel', () => {
  test('shows 3 boats a page, steps by 3 and disables the buttons at the ends', async ({ page }) => {
    await visit(page, '/');
    const region = boatsRegion(page);
    const names = region.getByRole('heading', { level: 3 });
    const previous = region.getByRole('button', { name: 'Previous' });
    const next = region.getByRole('button', { name: 'Next' });

    await expect(names).toHaveText(boatPages[0]!);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(region.getByRole('article').first()).toContainText('42 m');

    await next.click();
    await expect(names).toHaveText(boatPages[1]!);
    await expect(previous).toBeEnabled();
    await expect(region.getByText('Boats 4–6 of 9')).toBeVisible();

    await next.click();
    await expect(names).toHaveText(boatPages[2]!);
    await expect(next).toBeDisabled();
    // Focus moves to the button that still works rather than falling to the page.
    await expect(previous).toBeFocused();

    await previous.click();
    await expect(names).toHaveText(boatPages[1]!);
    await previous.click();
    await expect(names).toHaveText(boatPages[0]!);
    await expect(previous).toBeDisabled();
  });

  test('every card shows image, name, length, guests and crew', async ({ page }) => {
    await visit(page, '/');
    const card = boatsRegion(page).getByRole('article', { name: 'Azure Horizon' });
    await expect(card.getByRole('img')).toHaveAttribute('alt', /superyacht/);
    await expect(card.getByRole('definition')).toHaveText(['42 m', '12', '10']);
    await expect(card.getByRole('term')).toHaveText(['Length', 'Guests', 'Crew']);
  });

  test('the image opens a preview popup that closes with Close, Escape and the backdrop', async ({ page }) => {
    await visit(page, '/');
    const opener = boatsRegion(page).getByRole('button', { name: 'Preview Azure Horizon' });
    const dialog = page.getByRole('dialog', { name: 'Azure Horizon' });

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^More info/ })).toHaveAttribute(
      'href',
      '/brochures/azure-horizon.pdf',
    );
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

  test('More info opens the brochure in a new tab', async ({ page, context }) => {
    await visit(page, '/');
    const link = boatsRegion(page)
      .getByRole('article', { name: 'Andaman Pearl' })
      .getByRole('link', { name: /^More info/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(/\/brochures\/andaman-pearl\.pdf$/);
    await expect(page).toHaveURL('/');
    await tab.close();
  });

  test('a boat without a brochure shows a disabled Info Coming Soon', async ({ page }) => {
    await visit(page, '/');
    const region = boatsRegion(page);
    await region.getByRole('button', { name: 'Next' }).click();
    const card = region.getByRole('article', { name: 'Coral Dash' });
    await expect(card.getByRole('button', { name: 'Info Coming Soon' })).toBeDisabled();
    await expect(card.getByRole('link', { name: /More info/ })).toHaveCount(0);
  });

  test('View All leads to the full fleet', async ({ page }) => {
    await visit(page, '/');
    await boatsRegion(page).getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL('/all-boats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boats & Yachts on Show');
  });
});

test.describe('featured events and showcase', () => {
  test('each highlight links to its page', async ({ page }) => {
    await visit(page, '/');
    const events = page.getByRole('region', { name: 'More than boats' });
    const expected: [string, string][] = [
      ['Malaysia Yachting Conference', '/conference'],
      ['Sailing workshops', '/workshop-registration'],
      ['Cruises', '/ticket'],
      ['Shows on the water', '/daily-schedule'],
      ['Gala dinner', '/daily-schedule'],
    ];
    for (const [name, href] of expected) {
      await expect(events.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await events.getByRole('link', { name: 'Sailing workshops' }).click();
    await expect(page).toHaveURL('/workshop-registration');
  });

  test('the call-to-action invites exhibitors and visitors', async ({ page }) => {
    await visit(page, '/');
    const showcase = page.getByRole('region', { name: 'Showcase your brand at MYBOS 2026' });
    await expect(showcase.getByRole('link', { name: 'Register as an exhibitor' })).toHaveAttribute(
      'href',
      '/exhibitor-registration',
    );
    await expect(showcase.getByRole('link', { name: 'Get your tickets' })).toHaveAttribute('href', '/ticket');
  });
});

test.describe('gallery carousel', () => {
  test('shows 6 photos a page and wraps around both ways', async ({ page }) => {
    await visit(page, '/');
    const region = page.getByRole('region', { name: 'Gallery' });
    const photos = region.getByRole('img');
    const status = region.getByText(/^Photos \d+–\d+ of 24$/);
    await expect(photos).toHaveCount(6);
    await expect(status).toHaveText('Photos 1–6 of 24');
    await expect(photos.first()).toHaveAttribute('alt', /Royal Langkawi Yacht Club at sunrise/);

    await region.getByRole('button', { name: 'Previous' }).click();
    await expect(status).toHaveText('Photos 19–24 of 24');
    await expect(photos).toHaveCount(6);
    await expect(photos.first()).toHaveAttribute('alt', /flyboard rider/);

    await region.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText('Photos 1–6 of 24');
    for (const expected of ['Photos 7–12 of 24', 'Photos 13–18 of 24', 'Photos 19–24 of 24', 'Photos 1–6 of 24']) {
      await region.getByRole('button', { name: 'Next' }).click();
      await expect(status).toHaveText(expected);
    }
    await expect(region.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(region.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  // The home page carries the first page of photos; the others come from the language's
  // /gallery-photos.json, which a weak signal may not deliver.
  const languages = [
    {
      path: '/',
      region: 'Gallery',
      next: 'Next',
      status: 'Photos 7–12 of 24',
      failed: 'These photos could not be loaded. Check your connection and try again.',
      retry: 'Try again',
      firstAlt: /lit up at night/,
    },
    {
      path: '/ms',
      region: 'Galeri',
      next: 'Seterusnya',
      status: 'Foto 7–12 daripada 24',
      failed: 'Foto-foto ini tidak dapat dimuatkan. Semak sambungan anda dan cuba lagi.',
      retry: 'Cuba lagi',
      firstAlt: /bergemerlapan pada waktu malam/,
    },
  ];
  for (const language of languages) {
    test(`${language.path}: photos that cannot be fetched are said so, and Try again brings them`, async ({ page }) => {
      // The second attempt waits for the page to settle (2 s of network quiet, then idle),
      // which a loaded two-core machine can stretch well past 15 s.
      test.setTimeout(90_000);
      let attempts = 0;
      await page.route('**/gallery-photos.json', (route) => {
        attempts += 1;
        return route.abort('internetdisconnected');
      });
      await visit(page, language.path);
      const region = page.getByRole('region', { name: language.region });
      await region.getByRole('button', { name: language.next }).click();
      // The page also fetches them once it has settled: let that attempt fail too, or it
      // could succeed after the unroute below and take the Try again button away.
      await expect.poll(() => attempts, { timeout: 45_000 }).toBe(2);
      await expect(region.getByText(language.status)).toBeVisible();
      await expect(region.getByRole('alert')).toHaveText(`${language.failed}${language.retry}`);
      await expect(region.getByRole('img')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.unroute('**/gallery-photos.json');
      await region.getByRole('button', { name: language.retry }).click();
      await expect(region.getByRole('alert')).toHaveCount(0);
      await expect(region.getByRole('img')).toHaveCount(6);
      await expect(region.getByRole('img').first()).toHaveAttribute('alt', language.firstAlt);
    });
  }

  test('links to the full gallery', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'See the full gallery' }).click();
    await expect(page).toHaveURL('/gallery-all');
  });
});

test.describe('accessibility of the open states', () => {
  test('an open boat preview has no axe violations', async ({ page }) => {
    await visit(page, '/');
    await boatsRegion(page).getByRole('button', { name: 'Preview Andaman Pearl' }).click();
    await expect(page.getByRole('dialog', { name: 'Andaman Pearl' })).toBeVisible();
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
