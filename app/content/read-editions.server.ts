import { buildEdition, type Edition } from './edition';
import { formatProblem } from './content-problem';
import type { ResolveImage } from './localize';
import { readContent } from './read-content.server';
import type { Lang } from '~/lib/lang';

/** A photo as its file name only: for tests and tools that read words, not pictures. */
export const photoFileOnly: ResolveImage = (file) => ({ picture: { sources: {}, img: { src: file, w: 0, h: 0 } } });

/**
 * Both languages' editions from the content folder. Throws with one line per problem when the
 * content does not pass its checks, so a page is never built from bad content.
 */
export function readEditions(
  resolveImage: ResolveImage = photoFileOnly,
  partnerLogos = '/partners.svg',
  dir?: string,
): Record<Lang, Edition> {
  const { content, problems } = readContent(dir);
  if (!content) {
    throw new Error(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
  }
  return {
    en: buildEdition(content, 'en', resolveImage, partnerLogos),
    ms: buildEdition(content, 'ms', resolveImage, partnerLogos),
  };
}
