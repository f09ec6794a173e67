import { useCallback, useEffect, useState } from 'react';
import { useLang } from '~/lib/use-lang';
import { fetchGalleryPhotos, type GalleryPhotos } from './gallery-photos';
import { afterPageSettles } from '~/lib/after-page-settles';
import type { Lang } from '~/lib/lang';

type Photos = GalleryPhotos['images'];

/**
 * The gallery's photos for the home carousel: the first page the home page carries at once,
 * then every photo once fetched. The fetch starts when the page has settled, or sooner with
 * `load` (the visitor paging on). `failed` says the last attempt did not arrive; `load` again
 * retries.
 */
export function useGalleryPhotos(firstPage: Photos) {
  const lang = useLang();
  // Kept with their language: `/` and `/ms` are one route, so this state outlives a switch.
  const [all, setAll] = useState<{ lang: Lang; photos: Photos }>();
  const [failedIn, setFailedIn] = useState<Lang>();

  const load = useCallback(() => {
    setFailedIn(undefined);
    fetchGalleryPhotos(lang).then(
      (photos) => setAll({ lang, photos }),
      () => setFailedIn(lang),
    );
  }, [lang]);

  useEffect(() => {
    let current = true;
    afterPageSettles(() => {
      if (current) load();
    });
    return () => {
      current = false;
    };
  }, [load]);

  const complete = all?.lang === lang;
  return { photos: complete ? all.photos : firstPage, complete, failed: failedIn === lang, load };
}
