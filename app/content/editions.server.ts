import { portraitOf } from 'virtual:hero-portraits';
import { readEditions } from './read-editions.server';
import type { FocusPoint } from '~/lib/focus-point';
import type { Picture } from '~/lib/picture';
import partnerLogos from '../../content/media/partners/partners.svg?no-inline';

// Every photo of the content, made into responsive AVIF/WebP/JPEG sizes at build time (see
// vite.config.ts). Hero photos get the full-bleed widths and a phone crop of their own, cut
// around the slide's crop point (scripts/hero-portraits.ts).
const pictures = import.meta.glob<Picture>(['/content/media/**/*.{jpg,jpeg,png}', '!/content/media/hero/**'], {
  import: 'default',
  eager: true,
  query: '?responsive',
});
const heroPictures = import.meta.glob<Picture>('/content/media/hero/*.{jpg,jpeg,png}', {
  import: 'default',
  eager: true,
  query: '?responsive=hero',
});

function resolveImage(file: string, focus?: FocusPoint) {
  const key = `/content/media/${file}`;
  const hero = heroPictures[key];
  if (hero) {
    const portrait = portraitOf(file, focus);
    if (!portrait) throw new Error(`The phone crop of content/media/${file} is not part of the build.`);
    return { picture: hero, portrait };
  }
  const picture = pictures[key];
  // The content check refuses a missing photo before the build gets here.
  if (!picture) throw new Error(`The photo content/media/${file} is not part of the build.`);
  return { picture };
}

/** Both languages' editions, read from content/ once per build. Only loaders reach this module. */
export const editions = readEditions(resolveImage, partnerLogos);
