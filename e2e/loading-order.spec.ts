import { expect, test } from './show-clock';
import { allPages } from './routes';
import { hydrated, visit, watchConsole } from './support';

// Pages paint before they fetch their scripts (scripts/scripts-after-first-paint.ts): on a
// slow connection the stylesheets and the hero photo get the bandwidth first. The order does
// not depend on the date, and Playwright's fixed clock hides the resource timings it reads.
test.describe('resource order', () => {
  test.use({ showClock: null });
  for (const page of allPages) {
    test(
      `${page.path} requests its scripts only once its stylesheets have arrived`,
      { tag: '@desktop' },
      async ({ page: tab }) => {
        const problems = watchConsole(tab);
        await visit(tab, page.path);
        const timings = await tab.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }))
            .filter((entry) => /^\/assets\/[^/]+\.(js|css)$/.test(entry.file)),
        );
        const stylesheets = timings.filter((entry) => entry.file.endsWith('.css'));
        const scripts = timings.filter((entry) => entry.file.endsWith('.js'));
        expect(stylesheets.length, 'stylesheets').toBeGreaterThan(0);
        expect(scripts.length, 'scripts').toBeGreaterThan(0);
        const lastStylesheet = Math.max(...stylesheets.map((entry) => entry.end));
        expect(Math.min(...scripts.map((entry) => entry.start))).toBeGreaterThanOrEqual(lastStylesheet);
        expect(problems).toEqual([]);
      },
    );
  }
});

// A lazy image waits for layout before it is even requested: the photo a phone draws largest
// on its first screen must be fetched with the page.
for (const page of allPages) {
  test(`${page.path}: its largest paint on a phone is not a lazy image`, { tag: '@mobile' }, async ({ page: tab }) => {
    await visit(tab, page.path);
    const largest = await tab.evaluate(
      () =>
        new Promise<{ tag?: string; loading?: string | null }>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
            resolve({ tag: element?.tagName, loading: element?.getAttribute('loading') });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).not.toEqual({ tag: 'IMG', loading: 'lazy' });
  });
}

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
