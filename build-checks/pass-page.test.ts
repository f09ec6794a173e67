import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageFile } from '../scripts/page-files.ts';
import { describe, expect, it } from 'vitest';
import { readEditions } from '../app/content/read-editions.server';
import { langs, localizedPath } from '../app/lib/lang';

// The pass page (/pass#<token>, app/routes/pass/) as the build ships it: prerendered in both
// languages but not public (noindex, not in the sitemap), on the device for offline use (in the
// service worker's precache, and small), and within the script budget of every other page
// (bench/budgets.json), with the QR code's generator in its scripts alone.
const client = join(process.cwd(), 'build/client');
const { en } = readEditions();
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const htmlOf = (path: string) => read(pageFile(path));
const brotliBytes = (file: string) =>
  existsSync(join(client, `${file}.br`))
    ? statSync(join(client, `${file}.br`)).size
    : statSync(join(client, file)).size;
// The worker is minified: its manifest's entries read `url:\`/ticket\`` (or `"url":"/ticket"`).
const precached = new Set([...read('sw.js').matchAll(/\burl"?:\s*["'`]([^"'`]+)["'`]/g)].map(([, url]) => url));
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'bench/budgets.json'), 'utf8')) as {
  javascript: { routeKb: number };
};

/**
 * The scripts a page loads to hydrate: the list its loader requests once the page has painted
 * (scripts/scripts-after-first-paint.ts), which is every script of its module graph.
 */
function scriptsOf(path: string): string[] {
  const list = htmlOf(path).match(/for \(const href of (\[[^\]]*\])\)/)?.[1];
  if (!list) throw new Error(`${path}: no list of scripts; has scripts-after-first-paint changed?`);
  return [...new Set(JSON.parse(list) as string[])].map((href) => href.replace(/^\//, ''));
}

const passPaths = langs.map((lang) => localizedPath(en.passPage.path, lang));

describe.each(passPaths)('%s', (path) => {
  it('is prerendered, says it is not for search engines, and sends no referrer', () => {
    const html = htmlOf(path);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
  });

  it('is not in the sitemap', () => {
    expect(read('sitemap.xml')).not.toContain(`${en.site.origin}${path}<`);
  });

  it('is precached for offline use, without its route data, and stays small', () => {
    expect(precached.has(path)).toBe(true);
    expect(precached.has(`${path}.data`)).toBe(false);
    // The shell and the page's words only: no content list comes with it.
    expect(brotliBytes(pageFile(path))).toBeLessThan(10 * 1024);
  });

  it(`loads no more script than any other page may (${budgets.javascript.routeKb} KiB with brotli)`, () => {
    const bytes = scriptsOf(path).reduce((sum, file) => sum + brotliBytes(file), 0);
    expect(bytes).toBeLessThanOrEqual(budgets.javascript.routeKb * 1024);
  });
});

describe('the QR code’s generator', () => {
  const generator = (file: string) => read(file).includes('lean-qr error');
  const allPages = [...read('sitemap.xml').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  );

  it('is in the pass page’s scripts', () => {
    for (const path of passPaths) expect(scriptsOf(path).filter(generator)).toHaveLength(1);
  });

  it('is in no other page’s scripts', () => {
    const carrying = allPages.filter((path) => scriptsOf(path).some(generator));
    expect(carrying).toEqual([]);
  });
});
