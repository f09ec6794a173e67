import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndexProblems } from './search-index.ts';

const page = (lang: string, main: string, { body = 'data-pagefind-body=""' } = {}) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body>` +
  `<header><a href="/">Menu</a> Harbourmaster</header><main id="main" ${body}>${main}</main>` +
  `<footer>All rights reserved</footer></body></html>`;

/** A finished build of three pages (two English, one Malay), a not-found page and a sitemap. */
function fakeBuild(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
  const files = {
    'index.html': page(
      'en',
      '<h1>Boat show</h1><p>The Azure Horizon superyacht.</p><button>Save</button>' +
        '<dl><div><dt>Length</dt><dd>42 m</dd></div></dl><table><tr><th>Time</th><td>3PM</td></tr></table>',
    ),
    'visit.html': page(
      'en',
      '<h1>Plan your visit</h1><h2 id="faq">Questions</h2><p>Entry is free.</p>' +
        '<select><option>Zimbabwe</option></select><span class="visually-hidden">(opens in a new tab)</span>',
    ),
    'ms.html': page('ms', '<h1>Pameran bot</h1><p>Kapal layar mewah Azure Horizon.</p>'),
    '404.html': page('en', '<h1>Page not found</h1><p>Azure</p>'),
    'sitemap.xml': ['/', '/visit', '/ms'].map((path) => `<loc>https://www.mybos.com.my${path}</loc>`).join('\n'),
    ...extra,
  };
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
  return dir;
}

const fragments = (dir: string) =>
  readdirSync(join(dir, 'pagefind/fragment')).map((name) =>
    JSON.parse(
      gunzipSync(readFileSync(join(dir, 'pagefind/fragment', name)))
        .subarray(12)
        .toString('utf8'),
    ),
  );

describe('the search index', () => {
  it('indexes the listed pages per language, under the site’s own URLs, from their main content only', async () => {
    const dir = fakeBuild();
    const built = await buildSearchIndex(dir, ['/', '/visit', '/ms']);
    expect(built.pages).toEqual({ en: 2, ms: 1 });
    const pages = fragments(dir);
    expect(pages.map((fragment) => fragment.url).sort()).toEqual(['/', '/ms', '/visit']);
    const text = pages.map((fragment) => fragment.content).join(' ');
    expect(text).toContain('Azure Horizon superyacht');
    expect(text).toContain('Entry is free');
    // Terms and cells are words of their own, not "Length42" or "Time3PM".
    expect(text).toMatch(/Length +42 m/);
    expect(text).toMatch(/Time +3PM/);
    // Not the header, footer, controls, country lists or words only screen readers get.
    for (const chrome of ['Harbourmaster', 'All rights reserved', 'Save', 'Zimbabwe', 'opens in a new tab']) {
      expect(text).not.toContain(chrome);
    }
    // Nor the not-found page, which was not listed.
    expect(text).not.toContain('Page not found');
    expect(searchIndexProblems(dir)).toEqual([]);
  }, 30_000);

  it('ships only the files the site’s own dialog uses', async () => {
    const dir = fakeBuild();
    await buildSearchIndex(dir, ['/', '/visit', '/ms']);
    const top = readdirSync(join(dir, 'pagefind')).sort();
    expect(top).toContain('pagefind.js');
    expect(top).toContain('pagefind-worker.js');
    expect(top).toContain('pagefind-entry.json');
    expect(top.filter((name) => /ui|highlight|playground/.test(name))).toEqual([]);
    expect(existsSync(join(dir, 'pagefind/index'))).toBe(true);
  }, 30_000);

  it('reports a page left out, a page that names the index, a main without the marker and stray files', async () => {
    const dir = fakeBuild({
      'ms/visit.html': page('ms', '<h1>Rancang lawatan</h1><link rel="modulepreload" href="/pagefind/pagefind.js">', {
        body: '',
      }),
      'sitemap.xml': ['/', '/visit', '/ms', '/ms/visit'].map((path) => `<loc>https://x.test${path}</loc>`).join('\n'),
    });
    await buildSearchIndex(dir, ['/', '/visit', '/ms']);
    writeFileSync(join(dir, 'pagefind/pagefind-ui.js'), '');
    writeFileSync(
      join(dir, 'sw.js'),
      // As the minified worker writes its manifest (service-worker/build-worker.ts).
      'var{version:e,files:t}={version:`v`,files:[{url:`/pagefind/pagefind.js`,revision:`1`}]};',
    );
    expect(searchIndexProblems(dir)).toEqual([
      'the ms index holds 1 pages; the sitemap lists 2',
      '/ms/visit is not in the search index',
      '/ms/visit: <main> lacks data-pagefind-body',
      '/ms/visit.html refers to /pagefind/',
      'sw.js precaches files of /pagefind/',
      '/pagefind/pagefind-ui.js is not used by the site',
    ]);
  }, 30_000);

  it('reports a build without an index', () => {
    expect(searchIndexProblems(fakeBuild())).toEqual(['pagefind/pagefind-entry.json is missing']);
  });
});
