import { describe, expect, it } from 'vitest';
import { pages } from '~/content/pages';
import { pageMeta } from './meta';

describe('pageMeta', () => {
  it('suffixes inner page titles with the show and year', () => {
    expect(pageMeta(pages.ticket)).toContainEqual({ title: 'MYBOS 2026 Entrance Tickets and Cruises | MYBOS 2026' });
  });

  it('leaves the home title as written', () => {
    expect(pageMeta(pages.home)).toContainEqual({ title: 'Malaysia International Boat Show 2026, Langkawi' });
  });

  it('points the canonical link at the site origin', () => {
    expect(pageMeta(pages.galleryAll)).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.mybos.com.my/gallery-all',
    });
  });
});
