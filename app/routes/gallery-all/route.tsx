import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { GalleryGroups } from './gallery-groups';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.galleryAll);

export default function GalleryAll() {
  return (
    <>
      <PageHeader page={pages.galleryAll} />
      <GalleryGroups />
    </>
  );
}
