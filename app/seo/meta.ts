import type { MetaDescriptor } from 'react-router';
import shareImage from '~/assets/hero/hero-1.jpg?share';
import type { Page } from '~/content/pages';
import { site } from '~/content/site';

/** The link-preview image (1200×630), as an absolute URL. */
export const shareImageUrl = new URL(shareImage, site.origin).href;

/**
 * Title, description, canonical link, share tags and optional JSON-LD for one page. Every
 * route's `meta` calls this, so no page can miss one of them.
 */
export function pageMeta(page: Page, ...jsonLd: Record<string, unknown>[]): MetaDescriptor[] {
  const title = page.path === '/' ? page.title : `${page.title} | ${site.shortName} ${site.edition.year}`;
  const url = new URL(page.path, site.origin).href;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.fullName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: shareImageUrl },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${site.fullName} ${site.edition.year} at ${site.venue.name}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: shareImageUrl },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}
