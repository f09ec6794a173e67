import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { ExhibitorCallToAction } from './exhibitor-call-to-action';
import { ExhibitorPerks } from './exhibitor-perks';
import { ExhibitorSpotlights } from './exhibitor-spotlights';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'exhibitor', ['exhibitors', 'exhibitorPerks']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Exhibitor({ loaderData }: Route.ComponentProps) {
  const { exhibitors, exhibitorPerks } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ExhibitorSpotlights exhibitors={exhibitors} />
      <ExhibitorPerks exhibitorPerks={exhibitorPerks} />
      <ExhibitorCallToAction callToAction={exhibitorPerks.callToAction} />
    </>
  );
}
