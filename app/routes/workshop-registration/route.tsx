import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { WorkshopPoster } from './workshop-poster';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.workshopRegistration);

export default function WorkshopRegistration() {
  return (
    <>
      <PageHeader page={pages.workshopRegistration} />
      <WorkshopPoster />
    </>
  );
}
