import { PageHeader } from '~/components/page-header';
import { loadPage } from '~/data/load-page';
import { GalleryGroups } from './gallery-groups';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, 'galleryAll', ['gallery']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function GalleryAll({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <GalleryGroups />
    </>
  );
}
