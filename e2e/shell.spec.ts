import { expect, test } from './show-clock';
import { hydrated, watchConsole } from './support';
import { allPages } from './routes';

test('each page has a unique title and description', { tag: '@desktop' }, async ({ request }) => {
  // Read from the prerendered HTML: the title and description are there before any script runs.
  const seen = new Set<string>();
  for (const { path } of allPages) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    expect(title, `title of ${path}`).not.toBe('');
    expect(description, `description of ${path}`).not.toBe('');
    expect(seen.has(title), `duplicate title ${title}`).toBe(false);
    expect(seen.has(description), `duplicate description on ${path}`).toBe(false);
    seen.add(title);
    seen.add(description);
  }
});

test('the header has the contact strip and a logo linking home', async ({ page }) => {
  await page.goto('/ticket');
  const header = page.getByRole('banner');
  const chat = header.getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(header.getByRole('link', { name: 'info@mybos.com.my' })).toHaveAttribute(
    'href',
    'mailto:info@mybos.com.my',
  );
  await header.getByRole('link', { name: 'MYBOS home' }).click();
  await expect(page).toHaveURL('/');
});

test('the footer shows the show, dates, venue, contact, social links and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Malaysia International Boat Show');
  await expect(footer).toContainText('4–7 February 2026');
  await expect(footer).toContainText('Royal Langkawi Yacht Club');
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('© 2026');
  await footer.getByRole('link', { name: 'Daily schedule' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MYBOS Schedule');
});

test('an unknown URL answers 404 with the error page inside the layout', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The browser itself logs the 404 of the document; nothing else may complain.
  expect(problems.filter((text) => !text.includes('404'))).toEqual([]);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('navigating from a scrolled page starts the next page at the top', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conference' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malaysia Yachting Conference @ LIMA 2025');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
