import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './head-order.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<title>Home</title>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/assets/hero-portrait.avif 480w" media="(max-width: 640px)"/>',
  '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/assets/hero.avif 640w" media="not all and (max-width: 640px)"/>',
  '<script type="application/ld+json">{"@type":"Event","name":"a \\u003cb>"}</script>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<link rel="stylesheet" href="/assets/route.css"/>',
  '</head><body><link rel="stylesheet" href="/assets/late.css"/><p>Hi</p></body></html>',
].join('');

describe('stylesheetsFirst', () => {
  const result = stylesheetsFirst(page);

  it('puts JSON-LD, stylesheets and image preloads right after the viewport meta, in their order', () => {
    const head = result.slice(0, result.indexOf('</head>'));
    // JSON-LD stays ahead of the stylesheets: hydration expects it there (tree order).
    expect(head).toMatch(
      /<meta name="viewport"[^>]*\/><script type="application\/ld\+json">[^<]*<\/script><link rel="stylesheet" href="\/assets\/root.css"\/><link rel="stylesheet" href="\/assets\/route.css"\/><link rel="preload" as="image"[^>]*hero-portrait[^>]*\/><link rel="preload" as="image"[^>]*hero\.avif[^>]*\/><title>/,
    );
  });

  it('keeps every other tag, and leaves the body alone', () => {
    expect(result.length).toBe(page.length);
    expect(result).toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
    expect(result.slice(result.indexOf('<body>'))).toBe(page.slice(page.indexOf('<body>')));
  });

  it('moves each tag once', () => {
    expect(result.match(/root\.css/g)).toHaveLength(1);
  });

  it('returns a page without a viewport meta tag unchanged', () => {
    const noViewport = page.replace(/<meta name="viewport"[^>]*\/>/, '');
    expect(stylesheetsFirst(noViewport)).toBe(noViewport);
  });
});
