import { expect, test } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { visit } from './support';

// Every page's own axe check is in every-page.spec.ts; these are the states a visit does not show.
for (const path of ['/no-such-page', '/ms/tiada-halaman-ini']) {
  test(`the not-found page at ${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('an open desktop menu group has no axe violations', { tag: '@desktop' }, async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Event' }).click();
  await expect(page.getByRole('link', { name: 'MYBOS Schedule' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the open mobile menu has no axe violations', { tag: '@mobile' }, async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await visit(page, '/ticket');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer links to the accessibility statement', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
  await expect(page.getByRole('link', { name: 'info@mybos.com.my' }).last()).toHaveAttribute(
    'href',
    'mailto:info@mybos.com.my',
  );
});
