import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { ExhibitorCallToAction } from './exhibitor-call-to-action';
import { ExhibitorPerks } from './exhibitor-perks';
import { ExhibitorSpotlights } from './exhibitor-spotlights';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.exhibitor);

export default function Exhibitor() {
  return (
    <>
      <PageHeader page={pages.exhibitor} />
      <ExhibitorSpotlights />
      <ExhibitorPerks />
      <ExhibitorCallToAction />
    </>
  );
}
