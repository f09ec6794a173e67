import { expect, test } from './show-clock';
import { en } from './content';

const navGroups = en.navigation.groups;
import { visit } from './support';

test.describe('desktop menu', { tag: '@desktop' }, () => {
  test('every group holds the required labels and targets', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of navGroups) {
      await nav.getByRole('button', { name: group.title }).click();
      for (const link of group.links) {
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
      }
    }
  });

  test('click opens one group at a time, clicking the open title closes it', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const event = nav.getByRole('button', { name: 'Event' });
    const info = nav.getByRole('button', { name: 'Info' });
    await event.click();
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'MYBOS Schedule' })).toBeVisible();
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(event).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'MYBOS Schedule' })).toBeHidden();
    // The pointer is still over Info, so this click is the one that closes it.
    await info.click();
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Highlights' })).toBeHidden();
  });

  test('hover opens a group and leaving closes it', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About' }).hover();
    await expect(nav.getByRole('link', { name: "Chairman's Insight" })).toBeVisible();
    await nav.getByRole('button', { name: 'Media' }).hover();
    await expect(nav.getByRole('link', { name: 'Our Gallery' })).toBeVisible();
    await expect(nav.getByRole('link', { name: "Chairman's Insight" })).toBeHidden();
    await page.mouse.move(10, 600);
    await expect(nav.getByRole('link', { name: 'Our Gallery' })).toBeHidden();
  });

  test('Escape closes the group and returns focus to its title', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const media = nav.getByRole('button', { name: 'Media' });
    await media.focus();
    await page.keyboard.press('Enter');
    await expect(media).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Boat/Yacht' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(media).toHaveAttribute('aria-expanded', 'false');
    await expect(media).toBeFocused();
  });

  test('a pointer down outside closes the open group', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const event = nav.getByRole('button', { name: 'Event' });
    await event.click();
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 500);
    await expect(event).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu link navigates with the keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Info' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strategic Partnerships & Launch Highlights');
    await expect(nav.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('the Menu button toggles the slide-out panel with every group and link', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('button', { name: 'Event' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: 'Main' });
    for (const group of navGroups) {
      await expect(panel.getByRole('heading', { name: group.title })).toBeVisible();
      for (const link of group.links) {
        await expect(panel.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to);
      }
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a press outside the panel closes it', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.mouse.click(15, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('following a link closes it and opens the page', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Gallery');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
