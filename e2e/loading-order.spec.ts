import { expect, test } from './show-clock';
import { allPages } from './routes';
import { hydrated } from './support';

const formPages = allPages.filter((page) =>
  ['/public-registration', '/exhibitor-registration', '/conference', '/ticket'].includes(page.basePath),
);
for (const page of formPages) {
  test(
    `${page.path}: a form submitted before its scripts run keeps what was typed`,
    { tag: '@mobile' },
    async ({ page: tab }) => {
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await tab.route('**/assets/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      // Not until `load`: the page's module script, added once it has painted, holds the load
      // event until its imports arrive, and here they never do until the form is submitted.
      await tab.goto(page.path, { waitUntil: 'domcontentloaded' });
      const field = tab.getByRole('form').getByRole('textbox').first();
      await field.fill('Siti Aminah');
      // Enter submits the form; natively, that would load the page again with the answers in
      // its address and every field empty, long before the held scripts arrive.
      await field.press('Enter');
      release();
      await hydrated(tab);
      await expect(field).toHaveValue('Siti Aminah');
      expect(new URL(tab.url()).search).toBe('');
    },
  );
}
