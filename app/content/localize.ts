import type { Lang } from '~/lib/lang';
import { localizedPath } from '../lib/lang';
import { objectPositionOf, type FocusPoint } from '../lib/focus-point';
import type { ContentImage, Picture } from '~/lib/picture';

type Text = { en: string; ms: string };
type ImageRef = { file: string; alt: Text; focus?: FocusPoint };

/**
 * A photo of the content made into pictures: its responsive picture, and for heroes a phone
 * crop cut around its crop point.
 */
export type ResolveImage = (file: string, focus?: FocusPoint) => { picture: Picture; portrait?: Picture };

/**
 * Bilingual content as one language's page reads it: every `{ en, ms }` text becomes the
 * language's words, every photo a picture with its alternative text, and every link to a page
 * of the site that page in the language.
 */
export type Localized<T> = T extends Text
  ? string
  : T extends ImageRef
    ? ContentImage
    : T extends readonly (infer Item)[]
      ? Localized<Item>[]
      : T extends object
        ? { [Key in keyof T as Key extends 'order' ? never : Key]: Localized<T[Key]> }
        : T;

/** A `{ en, ms }` pair of texts. */
export const isText = (value: unknown): value is Text =>
  !!value && typeof value === 'object' && Object.keys(value).length === 2 && 'en' in value && 'ms' in value;
const isImage = (value: object): value is ImageRef => 'file' in value && 'alt' in value;

/** Fields that name a page of the site by its English path (page-link-keys.test.ts finds them all). */
export const pageLinkKeys = new Set(['path', 'to', 'highlights', 'currentHighlights']);

/**
 * The edition's facts a text may name, `{{year}}` and `{{dates}}`, so rolling the site over to
 * the next edition is a change of `site.yaml` only. (Single braces, `{name}`, are the page's
 * own placeholders, filled in the browser.)
 */
export type EditionWords = { year: string; dates: string };
const withEditionWords = (text: string, words: EditionWords) =>
  text.replace(/\{\{(year|dates)\}\}/g, (_, name: keyof EditionWords) => words[name]);

export function localize<T>(data: T, lang: Lang, resolveImage: ResolveImage, words?: EditionWords): Localized<T> {
  const visit = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item));
    if (value === null || typeof value !== 'object') {
      if (typeof value !== 'string') return value;
      if (key && pageLinkKeys.has(key) && value.startsWith('/')) return localizedPath(value, lang);
      return words ? withEditionWords(value, words) : value;
    }
    if (isText(value)) return words ? withEditionWords(value[lang], words) : value[lang];
    if (isImage(value)) {
      const image: ContentImage = { ...resolveImage(value.file, value.focus), alt: value.alt[lang] };
      // Only a photo with a crop point carries one: the others keep CSS's centre.
      return value.focus ? { ...image, position: objectPositionOf(value.focus) } : image;
    }
    // A collection's display order has done its work once the entries are sorted.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => name !== 'order')
        .map(([name, item]) => [name, visit(item, name)]),
    );
  };
  return visit(data) as Localized<T>;
}
