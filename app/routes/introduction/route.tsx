import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { AboutShow } from './about-show';
import { InnovationCorner } from './innovation-corner';
import { MarinaProfiles } from './marina-profiles';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.introduction);

export default function Introduction() {
  return (
    <>
      <PageHeader page={pages.introduction} />
      <AboutShow />
      <MarinaProfiles />
      <InnovationCorner />
    </>
  );
}
