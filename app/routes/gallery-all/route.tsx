import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { GalleryGroups } from './gallery-groups';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'galleryAll', ['gallery']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function GalleryAll({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <GalleryGroups gallery={loaderData.content.gallery} />
    </>
  );
}
