import { describe, expect, it } from 'vitest';
import { indexablePaths, sitemapXml } from './sitemap';

const edition = {
  pages: { home: { path: '/' }, ticket: { path: '/ticket' } },
  boats: { all: [{ id: 'manta-oro' }] },
  exhibitors: { all: [{ id: 'sea-&-co' }] },
} as unknown as Parameters<typeof indexablePaths>[0];

describe('indexablePaths', () => {
  it('lists the pages, then a page per boat and per exhibitor, in English', () => {
    expect(indexablePaths(edition)).toEqual(['/', '/ticket', '/boats/manta-oro', '/exhibitors/sea-&-co']);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://example.test', ['/', '/ticket']);
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');

  it('lists every page in English, then in Malay', () => {
    expect(entries.map((entry) => entry.match(/<loc>(.*)<\/loc>/)?.[1])).toEqual([
      'https://example.test/',
      'https://example.test/ticket',
      'https://example.test/ms',
      'https://example.test/ms/ticket',
    ]);
  });

  it('gives each page its alternates in both languages and x-default, the same for both twins', () => {
    const alternates = (entry: string) => [...entry.matchAll(/<xhtml:link [^>]*\/>/g)].map((match) => match[0]);
    expect(alternates(entries[1] ?? '')).toEqual([
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.test/ticket"/>',
      '<xhtml:link rel="alternate" hreflang="ms" href="https://example.test/ms/ticket"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/ticket"/>',
    ]);
    expect(alternates(entries[3] ?? '')).toEqual(alternates(entries[1] ?? ''));
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://example.test', ['/exhibitors/sea-&-co'])).toContain(
      '<loc>https://example.test/exhibitors/sea-&#38;-co</loc>',
    );
  });
});
