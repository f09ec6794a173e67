import { PageHeader } from '~/components/page-header';
import { introduction } from '~/content/introduction';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import { AboutShow } from './about-show';
import { InnovationCorner } from './innovation-corner';
import { MarinaProfiles } from './marina-profiles';

export const meta = () => pageMeta(pages.introduction);

export default function Introduction() {
  return (
    <>
      <PageHeader heading={pages.introduction.heading} eyebrow="About">
        <p>{introduction.lead}</p>
      </PageHeader>
      <AboutShow />
      <MarinaProfiles />
      <InnovationCorner />
    </>
  );
}
