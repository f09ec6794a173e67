import type { Edition } from '../../content/edition';
// Relative: react-router.config.ts loads this module too, without the `~` alias.
import { localizedPath, type Lang } from '../../lib/lang';

/**
 * Where every gallery photo of a language is served as JSON: a resource route, prerendered
 * for both languages (react-router.config.ts) and precached by the service worker. The home
 * page carries only its carousel's first page and fetches the rest from here, so its HTML
 * stays small on a weak signal.
 */
export const galleryPhotosPath = '/gallery-photos.json';

export type GalleryPhotos = { images: Edition['gallery']['images'] };

// One request per language and page load, shared by every caller; a failed one is
// forgotten, so asking again retries.
const requests = new Map<Lang, Promise<GalleryPhotos['images']>>();

/** Every gallery photo, in `lang`, in the order the carousel shows them. */
export function fetchGalleryPhotos(lang: Lang): Promise<GalleryPhotos['images']> {
  const known = requests.get(lang);
  if (known) return known;
  const request = fetch(localizedPath(galleryPhotosPath, lang))
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
      return ((await response.json()) as GalleryPhotos).images;
    })
    .catch((error: unknown) => {
      requests.delete(lang);
      throw error;
    });
  requests.set(lang, request);
  return request;
}
