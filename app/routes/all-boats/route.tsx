import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.allBoats);

export default function AllBoats() {
  return (
    <PageHeader heading={pages.allBoats.heading} eyebrow="Media">
      <p>
        Superyachts, catamarans, sailing yachts and speedboats on show at the marina during {site.shortName}{' '}
        {site.edition.year}.
      </p>
    </PageHeader>
  );
}
