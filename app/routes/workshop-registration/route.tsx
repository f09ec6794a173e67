import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { WorkshopPoster } from './workshop-poster';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'workshopRegistration', ['workshop', 'schedule']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function WorkshopRegistration({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <WorkshopPoster workshop={loaderData.content.workshop} schedule={loaderData.content.schedule} />
    </>
  );
}
