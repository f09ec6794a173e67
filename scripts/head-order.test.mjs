import { describe, expect, it } from 'vitest';
import { scriptsAfterStylesheets } from './head-order.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<title>Home</title>',
  '<link rel="modulepreload" href="/assets/entry.js"/>',
  '<link rel="preload" as="image" imageSrcSet="/assets/hero.avif 640w"/>',
  '<link rel="modulepreload" href="/assets/route.js"/>',
  '<script type="application/ld+json">{}</script>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '</head><body><link rel="modulepreload" href="/assets/late.js"/><p>Hi</p></body></html>',
].join('');

describe('scriptsAfterStylesheets', () => {
  const result = scriptsAfterStylesheets(page);
  const head = result.slice(0, result.indexOf('</head>'));

  it('moves the modulepreload links, in order, to the end of <head>', () => {
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/assets\/root.css"\/><link rel="modulepreload" href="\/assets\/entry.js"\/><link rel="modulepreload" href="\/assets\/route.js"\/>$/,
    );
  });

  it('leaves every other tag in its place, and the body alone', () => {
    expect(head.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(
      page.slice(0, page.indexOf('</head>')).replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
    expect(result.slice(result.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(result).toHaveLength(page.length);
  });

  it('returns a page without modulepreload links unchanged', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(scriptsAfterStylesheets(plain)).toBe(plain);
  });
});
