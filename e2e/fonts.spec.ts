import { expect, test } from './show-clock';
import { allPages } from './routes';
import { visit } from './support';

// The core font files hold every character the pages show (scripts/fonts/generate.ts).
// If this fails after a copy change, add the new character to the core set and run
// `npm run fonts`, or accept the extra download for that page.
// Every page sets headings in Fraunces 600; pages with a lead paragraph or quote in
// Fraunces 400 also fetch that core file. Body text is the device's font: nothing to fetch.
const withFraunces400 = new Set(['/introduction', '/chairman-insight', '/strategic', '/exhibitor', '/conference']);

for (const page of allPages) {
  const expected = withFraunces400.has(page.basePath)
    ? ['/assets/fraunces-400-core', '/assets/fraunces-600-core']
    : ['/assets/fraunces-600-core'];
  test(`${page.path} downloads only the core font files it needs`, { tag: '@mobile' }, async ({ page: tab }) => {
    const fonts = new Set<string>();
    tab.on('request', (request) => {
      if (request.resourceType() === 'font')
        fonts.add(new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''));
    });
    await visit(tab, page.path);
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => [...fonts].sort()).toEqual(expected);
    // Nothing else arrives once everything below the fold has been drawn.
    await tab.waitForLoadState('networkidle');
    expect([...fonts].sort()).toEqual(expected);
  });
}
