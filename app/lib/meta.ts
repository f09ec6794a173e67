import type { MetaDescriptor } from 'react-router';
import type { Page } from '~/content/pages';
import { site } from '~/content/site';

/** Title, description, canonical link and share tags for one page. */
export function pageMeta(page: Page): MetaDescriptor[] {
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
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
