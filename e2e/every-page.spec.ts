import { expect, test, type Page } from './show-clock';
import { expectNoAxeViolations } from './axe';
import { allPages, type SitePage } from './routes';
import { hydrated, watchConsole } from './support';

// What every page must do, checked in one visit per page and width (decision 126): a page
// visit is most of a short test's time on a two-core machine, and these checks only read the
// page. Each check is a step, so a failure names it; `expect.soft` lets the steps after a
// failed one still report.

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

// The core font files hold every character the pages show (scripts/fonts/generate.ts).
// If that step fails after a copy change, add the new character to the core set and run
// `npm run fonts`, or accept the extra download for that page.
// Every page sets headings in Fraunces 600; pages with a lead paragraph or quote in
// Fraunces 400 also fetch that core file. Body text is the device's font: nothing to fetch.
const withFraunces400 = new Set(['/introduction', '/chairman-insight', '/strategic', '/exhibitor', '/conference']);
const coreFontsOf = (page: SitePage) =>
  withFraunces400.has(page.basePath)
    ? ['/assets/fraunces-400-core', '/assets/fraunces-600-core']
    : ['/assets/fraunces-600-core'];

const isPhone = (tab: Page) => tab.viewportSize()!.width <= 640;

for (const page of allPages) {
  test(`${page.path}: its layout, loading, images, fonts and axe checks`, async ({ page: tab }) => {
    // An axe run takes seconds, and a loaded two-core machine stretches every step.
    test.slow();
    const phone = isPhone(tab);
    const problems = watchConsole(tab);
    const fonts = new Set<string>();
    tab.on('request', (request) => {
      if (request.resourceType() === 'font')
        fonts.add(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    const assets: { file: string; start: number; arriving: number }[] = [];
    tab.on('requestfinished', (request) => {
      const { startTime, responseStart } = request.timing();
      assets.push({ file: new URL(request.url()).pathname, start: startTime, arriving: startTime + responseStart });
    });
    await tab.addInitScript({ content: shownImagesScript });

    await test.step('shows its heading inside the site layout', async () => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect.soft(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
      await expect.soft(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect.soft(tab.getByRole('banner')).toHaveCount(1);
      await expect.soft(tab.getByRole('main')).toHaveCount(1);
      await expect.soft(tab.getByRole('contentinfo')).toHaveCount(1);
      await expect.soft(tab).toHaveTitle(/MYBOS|Malaysia International Boat Show/);
      const description = await tab.locator('meta[name="description"]').getAttribute('content');
      expect.soft(description?.length).toBeGreaterThan(40);
      await hydrated(tab);
    });

    // Pages paint before they fetch their scripts (scripts/scripts-after-first-paint.ts): on a
    // slow connection the stylesheets and the hero photo get the bandwidth first. The order
    // does not depend on the width.
    if (!phone) {
      await test.step('requests its scripts only once its stylesheets have arrived', async () => {
        // The browser's own timings, as Playwright reports them: the page's Resource Timing is
        // hidden by the fixed show clock (its performance object is Playwright's). A response's
        // start, not its end: Chromium stamps the end when its network process has finished,
        // which under load came 8 ms after the page had painted and asked for its scripts (a
        // flaky failure). Scripts requested with the stylesheets would start before either answered.
        const timings = assets.filter((entry) => /^\/assets\/[^/]+\.(js|css)$/.test(entry.file));
        const stylesheets = timings.filter((entry) => entry.file.endsWith('.css'));
        const scripts = timings.filter((entry) => entry.file.endsWith('.js'));
        expect.soft(stylesheets.length, 'stylesheets').toBeGreaterThan(0);
        expect.soft(scripts.length, 'scripts').toBeGreaterThan(0);
        const lastStylesheet = Math.max(...stylesheets.map((entry) => entry.arriving));
        expect.soft(Math.min(...scripts.map((entry) => entry.start))).toBeGreaterThanOrEqual(lastStylesheet);
      });
    }

    // A lazy image waits for layout before it is even requested: the photo a phone draws
    // largest on its first screen must be fetched with the page.
    if (phone) {
      await test.step('its largest paint on a phone is not a lazy image', async () => {
        const largest = await tab.evaluate(
          () =>
            new Promise<{ tag?: string; loading?: string | null }>((resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
                resolve({ tag: element?.tagName, loading: element?.getAttribute('loading') });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        expect.soft(largest).not.toEqual({ tag: 'IMG', loading: 'lazy' });
      });
    }

    // The Malay pages show the same images in the same layout: one width is enough for them.
    if (page.lang === 'en' || phone) {
      await test.step('images below the fold are lazy and every image loads', async () => {
        const belowFold = await tab.evaluate(() =>
          [...document.images]
            .filter((img) => img.getBoundingClientRect().top > window.innerHeight)
            .map((img) => ({ src: img.currentSrc || img.src, loading: img.getAttribute('loading') })),
        );
        for (const image of belowFold) expect.soft(image.loading, image.src).toBe('lazy');

        // Scroll through the page half a screen at a time, letting the images in view finish loading.
        const height = await tab.evaluate(() => document.documentElement.scrollHeight);
        const step = tab.viewportSize()!.height / 2;
        for (let y = 0; y <= height; y += step) {
          await tab.evaluate((top) => window.scrollTo(0, top), y);
          await tab.waitForFunction(() =>
            window
              .shownImages()
              .filter((img) => {
                const box = img.getBoundingClientRect();
                return box.bottom > 0 && box.top < window.innerHeight;
              })
              .every((img) => img.complete),
          );
        }
        // Judged once settled: a hero slide mounted while the hero was scrolled away (the
        // slideshow keeps advancing) is a lazy image that has rightly not been fetched yet.
        const broken = await tab.evaluate(() =>
          window
            .shownImages()
            .filter((img) => img.complete && img.naturalWidth === 0)
            .map((img) => img.currentSrc || img.src),
        );
        expect.soft(broken).toEqual([]);
      });
    }

    if (phone) {
      await test.step('downloads only the core font files it needs', async () => {
        const expected = coreFontsOf(page);
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect.poll(() => [...fonts].sort()).toEqual(expected);
        // Nothing else arrives once everything below the fold has been drawn.
        await tab.waitForLoadState('networkidle');
        expect.soft([...fonts].sort()).toEqual(expected);
      });
    }

    await test.step('runs without console errors or hydration warnings', async () => {
      await tab.waitForLoadState('networkidle');
      expect.soft(problems).toEqual([]);
    });

    await test.step('has no axe violations', async () => {
      await expectNoAxeViolations(tab);
    });
  });
}
