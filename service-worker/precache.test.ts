import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheManifest, urlOf } from './precache.ts';

function fakeBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'precache-'));
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
  return dir;
}

describe('the precache manifest', () => {
  it('requests pages by their path', () => {
    expect(urlOf('index.html')).toBe('/');
    expect(urlOf('ticket.html')).toBe('/ticket');
    expect(urlOf('ms.html')).toBe('/ms');
    expect(urlOf('ms/ticket.html')).toBe('/ms/ticket');
    expect(urlOf('ms/ticket.data')).toBe('/ms/ticket.data');
  });

  it('keeps pages, scripts, styles, the fonts’ core subsets, the manifest, the gallery JSON and calendar files; not route data, rare font subsets, images, brochures, 404s, twins or the search index', () => {
    const dir = fakeBuild({
      'index.html': '<h1>home</h1>',
      '_.data': '[]',
      'ticket.html': '<h1>ticket</h1>',
      'ticket.data': '[]',
      'ms/ticket.html': '<h1>tiket</h1>',
      'assets/app-1.js': 'js',
      'assets/app-1.css': 'css',
      'assets/fraunces-600-core-Bu1.woff2': 'font',
      'assets/fraunces-600-latin-rest-z2Z.woff2': 'font',
      'assets/fraunces-400-latin-ext-Cj_-1.woff2': 'font',
      'assets/boat-640.avif': 'image',
      'assets/boat-640.webp': 'image',
      'brochures/boat.pdf': 'pdf',
      'media/promo.mp4': 'video',
      'calendar/mybos-2026.ics': 'ics',
      'gallery-photos.json': '{}',
      'site.webmanifest': '{}',
      '404.html': 'nf',
      'ms/404.html': 'nf',
      '__spa-fallback.html': 'spa',
      'index.html.br': 'br',
      'pagefind/pagefind.js': 'search',
      'pagefind/pagefind-entry.json': '{}',
      'pagefind/fragment/en_1.pf_fragment': 'fragment',
      _headers: 'h',
    });
    const { files } = precacheManifest(dir);
    expect(files.map((file) => file.url)).toEqual([
      '/',
      '/assets/app-1.css',
      '/assets/app-1.js',
      '/assets/fraunces-600-core-Bu1.woff2',
      '/calendar/mybos-2026.ics',
      '/gallery-photos.json',
      '/ms/ticket',
      '/site.webmanifest',
      '/ticket',
    ]);
  });

  it('keeps every boat’s and exhibitor’s data in one file per language, not their pages’ HTML or data files', () => {
    const dir = fakeBuild({
      'boats/coral-dash.html': '<h1>Coral Dash</h1>',
      'boats/coral-dash.data': '[]',
      'boats.json': '{}',
      'ms/exhibitors/twin-hull-marine.html': '<h1>Twin Hull Marine</h1>',
      'ms/exhibitors/twin-hull-marine.data': '[]',
      'ms/exhibitors.json': '{}',
      'all-boats.html': '<h1>boats</h1>',
    });
    expect(precacheManifest(dir).files.map((file) => file.url)).toEqual([
      '/all-boats',
      '/boats.json',
      '/ms/exhibitors.json',
    ]);
  });

  it('changes a file’s revision and the version only when the contents change', () => {
    const one = precacheManifest(fakeBuild({ 'index.html': 'a', 'ticket.html': 'b' }));
    const same = precacheManifest(fakeBuild({ 'index.html': 'a', 'ticket.html': 'b' }));
    const changed = precacheManifest(fakeBuild({ 'index.html': 'a', 'ticket.html': 'c' }));
    expect(same.version).toBe(one.version);
    expect(changed.version).not.toBe(one.version);
    expect(changed.files[0]!.revision).toBe(one.files[0]!.revision);
    expect(changed.files[1]!.revision).not.toBe(one.files[1]!.revision);
  });
});
