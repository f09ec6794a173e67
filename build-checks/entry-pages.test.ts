import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFile } from '../scripts/page-files.ts';
import { describe, expect, it } from 'vitest';
import { readEditions } from '../app/content/read-editions.server';
import { langs, localizedPath, type Lang } from '../app/lib/lang';

// A page per boat and per exhibitor, read as a crawler and a share card read them: the
// prerendered HTML, the sitemap, the service worker's precache list and the host's headers.
const client = join(process.cwd(), 'build/client');
const editions = readEditions();
const read = (file: string) => readFileSync(join(client, file), 'utf8');
const htmlOf = (path: string) => read(pageFile(path));
const sitemap = read('sitemap.xml');
const headers = read('_headers');
// The worker is minified: its manifest's entries read `url:\`/ticket\`` (or `"url":"/ticket"`).
const precached = new Set([...read('sw.js').matchAll(/\burl"?:\s*["'`]([^"'`]+)["'`]/g)].map(([, url]) => url));

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
const attributeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const entries = (lang: Lang) => [
  ...editions[lang].boats.all.map((boat) => ({ kind: 'boats', id: boat.id, name: boat.name })),
  ...editions[lang].exhibitors.all.map((exhibitor) => ({ kind: 'exhibitors', id: exhibitor.id, name: exhibitor.name })),
];

describe.each(langs)('(%s) a page per boat and per exhibitor', (lang) => {
  const { site } = editions[lang];

  it.each(entries(lang))(
    '$kind/$id: prerendered, canonical, in both languages, in the sitemap',
    ({ kind, id, name }) => {
      const path = localizedPath(`/${kind}/${id}`, lang);
      expect(existsSync(join(client, pageFile(path))), `${path} was not prerendered`).toBe(true);
      const html = htmlOf(path);
      expect(html).toContain(`<h1`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name.replaceAll('&', '&amp;')}</h1>`));
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${path}"/>`);
      for (const other of langs) {
        const href = `${site.origin}${localizedPath(`/${kind}/${id}`, other)}`;
        expect(html).toContain(`<link rel="alternate" hrefLang="${other}" href="${href}"/>`);
        expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${other}" href="${href}"/>`);
      }
      expect(sitemap).toContain(`<loc>${site.origin}${path}</loc>`);
      // Opened from another page, its data comes from the precached file of every entry of its
      // kind (read by the page's clientLoader); its HTML is kept once visited.
      const collection = localizedPath(`/${kind}.json`, lang);
      expect(precached.has(collection), `${collection} is not precached`).toBe(true);
      expect(JSON.parse(read(collection))[id], `${id} is not in ${collection}`).toMatchObject({
        page: { heading: name },
      });
      expect(precached.has(path), `${path} should not be precached`).toBe(false);
      expect(precached.has(`${path}.data`), `${path}.data should not be precached`).toBe(false);
    },
  );

  it.each(editions[lang].boats.all)(
    'boats/$id: Product JSON-LD with its specifications, and its photo to share',
    (boat) => {
      const html = htmlOf(localizedPath(`/boats/${boat.id}`, lang));
      const product = jsonLdOf(html).find((data) => data['@type'] === 'Product');
      expect(product).toMatchObject({
        name: boat.name,
        description: boat.description,
        category: boat.type,
        brand: { '@type': 'Brand', name: boat.builder },
      });
      const properties = product?.additionalProperty as { name: string; value: unknown }[];
      expect(properties).toContainEqual({
        '@type': 'PropertyValue',
        name: editions[lang].boatLabels.length,
        value: boat.length,
      });
      expect(properties).toContainEqual({
        '@type': 'PropertyValue',
        name: editions[lang].boatLabels.guests,
        value: boat.guests,
      });
      if (boat.priceRm === undefined) expect(product).not.toHaveProperty('offers');
      else expect(product).toMatchObject({ offers: { price: boat.priceRm.toFixed(2), priceCurrency: 'MYR' } });
      const image = metaContent(html, 'og:image');
      expect(image).toMatch(new RegExp(`^${site.origin}/assets/.+\\.jpg$`));
      expect((product?.image as string[])[0]).toBe(image);
      expect(metaContent(html, 'og:image:alt')).toBe(attributeText(boat.image.alt));
    },
  );

  it.each(editions[lang].exhibitors.all)('exhibitors/$id: Organization JSON-LD', (exhibitor) => {
    const html = htmlOf(localizedPath(`/exhibitors/${exhibitor.id}`, lang));
    const organization = jsonLdOf(html).find(
      (data) => data['@type'] === 'Organization' && data.name === exhibitor.name,
    );
    expect(organization).toMatchObject({
      address: { '@type': 'PostalAddress', addressCountry: exhibitor.country },
      mainEntityOfPage: `${site.origin}${localizedPath(`/exhibitors/${exhibitor.id}`, lang)}`,
    });
    expect(organization?.description).toBeTruthy();
    if (exhibitor.description) expect(organization?.description).toBe(exhibitor.description);
  });
});

describe('the host’s headers for these pages', () => {
  it('give them the pages’ security policy with one rule per folder', () => {
    for (const folder of ['/boats/*', '/ms/boats/*', '/exhibitors/*', '/ms/exhibitors/*']) {
      expect(headers).toMatch(new RegExp(`^${folder.replace('*', '\\*')}\\n  Content-Security-Policy: `, 'm'));
    }
    expect(headers).not.toMatch(/^\/boats\/[a-z]/m);
    // Cloudflare Pages reads at most 100 rules.
    expect(headers.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });
});
