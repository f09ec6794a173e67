import { expect, test, type Page } from './show-clock';
import { allPages } from './routes';
import { visit } from './support';

// The headers and caching of each page, file and not-found answer are checked on the hosts'
// own software (Cloudflare Pages' runtime and nginx): build-checks/hosts.test.ts.

test('robots.txt points at a sitemap listing every page', { tag: '@desktop' }, async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.mybos.com.my/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of allPages) expect(sitemap).toContain(`<loc>https://www.mybos.com.my${page.path}</loc>`);
  expect(sitemap).not.toContain('404');
});

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('home describes the organiser and the show as structured data', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  const data = await jsonLd(page);
  expect(data).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'MYBOS Events Sdn. Bhd.' }));
  const show = data.find((item) => item['@type'] === 'Event');
  expect(show).toMatchObject({
    startDate: '2026-02-04T10:00:00+08:00',
    location: { name: 'Royal Langkawi Yacht Club' },
  });
  expect((show?.offers as unknown[]).length).toBe(4);
});

test('the conference page describes the conference as an event', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/conference');
  expect(await jsonLd(page)).toContainEqual(
    expect.objectContaining({ '@type': 'Event', startDate: '2025-05-23T08:00:00+08:00' }),
  );
});

test('every page has a 1200×630 share image', { tag: '@desktop' }, async ({ page, request }) => {
  await page.goto('/gallery-all');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https:\/\/www\.mybos\.com\.my\/assets\/.+\.jpg$/);
  const local = await request.get(new URL(image!).pathname);
  expect(local.headers()['content-type']).toContain('image/jpeg');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
});

test(
  'no page breaks its Content-Security-Policy, not even in a caught probe',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(120_000); // visits every page
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    for (const { path } of allPages) {
      await visit(page, path);
      // Typing into a form runs the validation schemas, which is where an eval probe would happen.
      const firstTextbox = page.getByRole('main').getByRole('textbox').first();
      if (await firstTextbox.isVisible().catch(() => false)) await firstTextbox.fill('A');
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  },
);
