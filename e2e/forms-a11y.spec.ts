import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './show-clock';
import { visit } from './support';

const forms = [
  { path: '/public-registration', submit: 'Register' },
  { path: '/exhibitor-registration', submit: 'Submit registration' },
  { path: '/conference', submit: 'Register' },
  { path: '/ticket', submit: 'Place order' },
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

for (const { path, submit } of forms) {
  test(`the ${path} form meets WCAG 2.2 AA, empty and showing its errors`, async ({ page }) => {
    await visit(page, path);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: submit }).click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('the Terms popup meets WCAG 2.2 AA', async ({ page }) => {
  await visit(page, '/conference');
  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
