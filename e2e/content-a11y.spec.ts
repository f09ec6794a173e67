import { expect, test } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { visit } from './support';

// every-page.spec.ts checks every page as it loads; these are the states only a visitor reaches.

test('the open gallery lightbox has no axe violations', async ({ page }) => {
  await visit(page, '/gallery-all');
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Next image' }).click();
  await expectNoAxeViolations(page, 'dialog');
});

test('a filtered exhibitor list has no axe violations', async ({ page }) => {
  await visit(page, '/exhibitor-list');
  await page
    .getByRole('group', { name: 'Filter by first letter' })
    .getByRole('button', { name: 'S', exact: true })
    .click();
  await page.getByRole('searchbox', { name: 'Search exhibitors' }).fill('sail');
  await expect(page.getByRole('status')).toHaveText(/^Showing 1 of/);
  await expectNoAxeViolations(page);
});
