import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { allPages } from './routes';
import { visit } from './support';

declare global {
  interface Window {
    /** Images a visitor can see: rendered, and not clipped away (a carousel's other pages). */
    shownImages(): HTMLImageElement[];
  }
}

// Runs in the page before its own scripts, so every evaluate below can use it.
const shownImagesScript = `window.shownImages = () => [...document.images].filter((img) => {
  if (!img.checkVisibility()) return false;
  let { left, right, top, bottom } = img.getBoundingClientRect();
  for (let el = img.parentElement; el; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = el.getBoundingClientRect();
    left = Math.max(left, box.left);
    right = Math.min(right, box.right);
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return right - left > 1 && bottom - top > 1 && right > 0 && left < window.innerWidth;
});`;

for (const { path } of allPages) {
  test(`${path}: images below the fold are lazy and every image loads`, async ({ page }) => {
    await page.addInitScript({ content: shownImagesScript });
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
        window
          .shownImages()
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete),
      );
    }
    const broken = await page.evaluate(() =>
      window
        .shownImages()
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
