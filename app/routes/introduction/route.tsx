import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.introduction);

export default function Introduction() {
  return (
    <PageHeader heading={pages.introduction.heading} eyebrow="About">
      <p>
        The {site.fullName} brings the region's boat builders, brokers, marinas and buyers to the water's edge in
        Langkawi for four days, {site.edition.datesLabel}.
      </p>
    </PageHeader>
  );
}
