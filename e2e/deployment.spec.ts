import { expect, test } from '@playwright/test';
import { allPages } from './routes';

test('pages are served with the security headers and no-cache', { tag: '@desktop' }, async ({ request }) => {
  const response = await request.get('/ticket');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
});

test('hashed assets are cached for a year', { tag: '@desktop' }, async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]').first();
  const href = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
  const response = await request.get(href!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('robots.txt points at a sitemap listing every page', { tag: '@desktop' }, async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.mybos.com.my/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of allPages) expect(sitemap).toContain(`<loc>https://www.mybos.com.my${page.path}</loc>`);
  expect(sitemap).not.toContain('404');
});
