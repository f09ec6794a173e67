import type { MetaDescriptor } from 'react-router';
import shareImage from '../../content/media/hero/hero-1.jpg?share';
import type { Edition } from '~/content/edition';
import type { Page } from '~/content/edition';
import { langs, localizedPath, type Lang } from '~/lib/lang';
import type { ContentImage } from '~/lib/picture';

const ogLocale: Record<Lang, string> = { en: 'en_MY', ms: 'ms_MY' };

/** A page's own link-preview image (a boat's photo), in place of the show's. */
export type ShareImage = { src: string; width: number; height: number; alt: string };

/** A content photo as a share image: its fallback JPEG, the largest size the build made. */
export const shareImageOf = ({ picture, alt }: ContentImage): ShareImage => ({
  src: picture.img.src,
  width: picture.img.w,
  height: picture.img.h,
  alt,
});

type Extras = {
  image?: ShareImage;
  jsonLd?: readonly Record<string, unknown>[];
};

/**
 * Title, description, canonical link, language alternates, share tags and optional JSON-LD
 * for one page in one language. Every route's loader builds its meta with this, so no page
 * can miss one of them.
 */
export function pageMeta(
  page: Page,
  lang: Lang,
  { site, shell }: Pick<Edition, 'site' | 'shell'>,
  { image, jsonLd = [] }: Extras = {},
): MetaDescriptor[] {
  const title =
    localizedPath(page.path, 'en') === '/' ? page.title : `${page.title} | ${site.shortName} ${site.edition.year}`;
  const urlIn = (language: Lang) => new URL(localizedPath(page.path, language), site.origin).href;
  const url = urlIn(lang);
  const share = image ?? { src: shareImage, width: 1200, height: 630, alt: shell.shareImageAlt };
  const shareImageUrl = new URL(share.src, site.origin).href;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...langs.map((language) => ({ tagName: 'link', rel: 'alternate', hrefLang: language, href: urlIn(language) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn('en') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.fullName },
    { property: 'og:locale', content: ogLocale[lang] },
    ...langs
      .filter((language) => language !== lang)
      .map((language) => ({ property: 'og:locale:alternate', content: ogLocale[language] })),
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: shareImageUrl },
    { property: 'og:image:width', content: String(share.width) },
    { property: 'og:image:height', content: String(share.height) },
    { property: 'og:image:alt', content: share.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: shareImageUrl },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The link-preview image as an absolute URL (the show's JSON-LD uses it too). */
export const shareImageUrlFor = (origin: string) => new URL(shareImage, origin).href;
