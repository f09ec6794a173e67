import { expect, test, type Page } from './show-clock';
import { visit } from './support';

/** The focused element shows a focus outline a sighted keyboard user can see. */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

/** Tabs forward until `target` has focus (at most `limit` presses), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was not reached with Tab');
}

test.describe('keyboard only', { tag: '@desktop' }, () => {
  test('the boat carousel pages and its preview opens, traps and returns focus', async ({ page }) => {
    // About 40 Tab presses from the top of the home page to the carousel, each checked:
    // 23–34 s on a busy 2-core machine, so the default 30 s is too tight.
    test.slow();
    await visit(page, '/');
    const boats = page.getByRole('region', { name: 'Featured boats & yachts' });
    const next = boats.getByRole('button', { name: 'Next' });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(boats.getByRole('article', { name: 'Tuan Laut' })).toBeVisible();

    const opener = boats.getByRole('button', { name: 'Preview Tuan Laut' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tuan Laut' });
    await expect(dialog).toBeVisible();
    // The page behind is inert: tabbing reaches only the dialog's controls (or the browser's
    // own UI, which a native modal dialog lets focus pass through to).
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : 'page',
      );
      expect(where).not.toBe('page');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the gallery lightbox opens, moves with the arrow keys and closes', async ({ page }) => {
    await visit(page, '/gallery-all');
    const first = page.getByRole('main').getByRole('button').first();
    await tabTo(page, first);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/photo 1 of 8/);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(/photo 2 of 8/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(/photo 8 of 8/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('a form is filled and submitted from the keyboard, and errors take focus', async ({ page }) => {
    await visit(page, '/public-registration');
    const form = page.getByRole('form', { name: 'Public visitor registration' });
    const submit = form.getByRole('button', { name: 'Register' });
    await tabTo(page, submit);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Title')).toBeFocused();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('First name')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type('Aisyah');
    await expect(form.getByLabel('First name')).toHaveValue('Aisyah');
  });
});
