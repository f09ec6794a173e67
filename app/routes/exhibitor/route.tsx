import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.exhibitor);

export default function Exhibitor() {
  return (
    <PageHeader heading={pages.exhibitor.heading} eyebrow="Info">
      <p>
        The companies exhibiting at {site.shortName} {site.edition.year}, and what every exhibitor receives with a
        booth.
      </p>
    </PageHeader>
  );
}
