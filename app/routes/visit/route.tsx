import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { revalidateOnLanguageChange } from '~/lib/lang';
import { VenueMap } from '~/features/venue-map/venue-map';
import { VisitActions, VisitSections } from './visit-sections';
import type { Route } from './+types/route';

export const loader = ({ url }: Route.LoaderArgs) =>
  loadPage(url, 'visit', ['visit', 'venuePlan', 'exhibitors', 'boats']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/** Getting there, the show days and the venue map: the page a visitor opens on the ferry. */
export default function Visit({ loaderData }: Route.ComponentProps) {
  const { visit, venuePlan, exhibitors, boats } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <VisitActions visit={visit} />
      <VenueMap plan={venuePlan} copy={visit.map} exhibitors={exhibitors.all} boats={boats.all} />
      <VisitSections visit={visit} />
    </>
  );
}
