import { expect, test } from './show-clock';
import { visit, watchConsole } from './support';

test('shows the whole fleet with new-tab brochures and disabled Info Coming Soon', async ({ page }) => {
  const problems = watchConsole(page);
  await visit(page, '/all-boats');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boats & Yachts on Show');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12);

  const pending = page.getByRole('button', { name: 'Info Coming Soon' });
  await expect(pending).toHaveCount(4);
  for (const button of await pending.all()) await expect(button).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Kilim Runner' }).getByRole('button', { name: 'Info Coming Soon' }),
  ).toBeDisabled();

  const links = page.getByRole('main').getByRole('link', { name: /^More info/ });
  await expect(links).toHaveCount(8);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAttribute('href', /^\/brochures\/[a-z-]+\.pdf$/);
  }
  const gunungRaya = page.getByRole('article', { name: 'Gunung Raya' });
  await expect(gunungRaya.getByRole('definition')).toHaveText(['36 m', '12', '9']);
  await expect(gunungRaya.getByRole('link', { name: /^More info/ })).toHaveAttribute(
    'href',
    '/brochures/gunung-raya.pdf',
  );
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a boat image opens its preview popup', async ({ page }) => {
  await visit(page, '/all-boats');
  await page.getByRole('button', { name: 'Preview Dayang Bunting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dayang Bunting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Info Coming Soon' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
