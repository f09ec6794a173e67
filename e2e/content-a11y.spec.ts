import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { visit } from './support';

const contentPages = [
  '/introduction',
  '/strategic',
  '/chairman-insight',
  '/exhibitor',
  '/exhibitor-list',
  '/daily-schedule',
  '/conference',
  '/ticket',
  '/gallery-all',
  '/workshop-registration',
];

for (const path of contentPages) {
  test(`${path} has no WCAG 2.2 A/AA violations that axe can find`, async ({ page }) => {
    await visit(page, path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the open lightbox has no WCAG 2.2 A/AA violations that axe can find', async ({ page }) => {
  await visit(page, '/gallery-all');
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('dialog').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
