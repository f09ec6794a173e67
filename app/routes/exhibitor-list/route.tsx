import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { ExhibitorDirectory } from './exhibitor-directory';

export const meta = () => pageMeta(pages.exhibitorList);

export default function ExhibitorList() {
  return (
    <>
      <PageHeader heading={pages.exhibitorList.heading} eyebrow="Who is exhibiting">
        <p>
          Builders, brokers, marinas and marine-services companies joining {site.shortName} {site.edition.year} at{' '}
          {site.venue.label}. Search by name or browse A–Z.
        </p>
      </PageHeader>
      <ExhibitorDirectory />
    </>
  );
}
