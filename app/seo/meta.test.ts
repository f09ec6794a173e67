import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';

const editions = readEditions();
import { pageMeta } from './meta';

const { en, ms } = editions;

describe('pageMeta', () => {
  it('suffixes inner page titles with the show and year', () => {
    expect(pageMeta(en.pages.ticket, 'en', en)).toContainEqual({
      title: 'MYBOS 2026 Entrance Tickets and Cruises | MYBOS 2026',
    });
  });

  it('leaves the home title as written', () => {
    expect(pageMeta(en.pages.home, 'en', en)).toContainEqual({
      title: 'Malaysia International Boat Show 2026, Langkawi',
    });
  });

  it('points the canonical link at the page in its own language', () => {
    expect(pageMeta(en.pages.galleryAll, 'en', en)).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.mybos.com.my/gallery-all',
    });
    expect(pageMeta(ms.pages.galleryAll, 'ms', ms)).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.mybos.com.my/ms/gallery-all',
    });
  });

  it('links both languages and x-default (English) from either version, with its og:locale', () => {
    for (const [lang, edition] of [
      ['en', en],
      ['ms', ms],
    ] as const) {
      const meta = pageMeta(edition.pages.ticket, lang, edition);
      expect(meta).toEqual(
        expect.arrayContaining([
          { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://www.mybos.com.my/ticket' },
          { tagName: 'link', rel: 'alternate', hrefLang: 'ms', href: 'https://www.mybos.com.my/ms/ticket' },
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.mybos.com.my/ticket' },
          { property: 'og:locale', content: lang === 'en' ? 'en_MY' : 'ms_MY' },
        ]),
      );
    }
    expect(pageMeta(en.pages.home, 'en', en)).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'ms',
      href: 'https://www.mybos.com.my/ms',
    });
  });
});
