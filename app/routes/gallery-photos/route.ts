import { editionOf } from '~/data/load-page';
import type { GalleryPhotos } from '~/features/gallery/gallery-photos';
import type { Route } from './+types/route';

/**
 * `/gallery-photos.json` (and `/ms/gallery-photos.json`): every gallery photo with its text
 * alternative in the URL's language, for the home carousel's pages after the first. A
 * resource route, prerendered, so the host serves a plain file.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { edition } = editionOf(url);
  return Response.json({ images: edition.gallery.images } satisfies GalleryPhotos);
}
