import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { GalleryGroups } from './gallery-groups';

export const meta = () => pageMeta(pages.galleryAll);

export default function GalleryAll() {
  return (
    <>
      <PageHeader heading={pages.galleryAll.heading} eyebrow="Media">
        <p>
          The marina, the boats and the moments on and off the water at {site.shortName}. Select a photo to see it
          larger.
        </p>
      </PageHeader>
      <GalleryGroups />
    </>
  );
}
