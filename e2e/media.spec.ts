import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { allPages } from './routes';
import { visit } from './support';

for (const { path } of allPages) {
  test(`${path}: images below the fold are lazy and every image loads`, async ({ page }) => {
    await visit(page, path);
    const belowFold = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top > window.innerHeight)
        .map((img) => ({ src: img.currentSrc || img.src, loading: img.getAttribute('loading') })),
    );
    for (const image of belowFold) expect(image.loading, image.src).toBe('lazy');

    // Scroll through the page half a screen at a time, letting the images in view finish loading.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = page.viewportSize()!.height / 2;
    for (let y = 0; y <= height; y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForFunction(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return (
              img.checkVisibility() &&
              box.bottom > 0 &&
              box.top < window.innerHeight &&
              box.right > 0 &&
              box.left < window.innerWidth
            );
          })
          .every((img) => img.complete),
      );
    }
    // Every image a visitor can see (rendered, inside the page's width: not a hidden carousel page) loaded.
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return img.checkVisibility() && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
        })
        .filter((img) => img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    );
    expect(broken).toEqual([]);
  });
}

// Brochures linked from content modules, plus the promo video the home page plays.
const contentDir = new URL('../app/content/', import.meta.url);
const brochureLinks = [
  ...new Set(
    readdirSync(contentDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, contentDir), 'utf8').matchAll(/['"`](\/brochures\/[^'"`\s]+\.pdf)['"`]/g)].map(
          (m) => m[1]!,
        ),
      ),
  ),
  '/brochures/exhibitor-prospectus.pdf',
];

test('brochures and the promo video are served from the build', { tag: '@desktop' }, async ({ request }) => {
  expect(brochureLinks.length).toBeGreaterThanOrEqual(5);
  for (const url of brochureLinks) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), url).toBe('%PDF-');
  }
  for (const [url, type] of [
    ['/media/mybos-promo.mp4', 'video/mp4'],
    ['/media/mybos-promo.webm', 'video/webm'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain(type);
    expect(Number(response.headers()['content-length']), url).toBeLessThan(4 * 1024 * 1024);
  }
});
