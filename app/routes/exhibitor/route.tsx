import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { ExhibitorCallToAction } from './exhibitor-call-to-action';
import { ExhibitorPerks } from './exhibitor-perks';
import { ExhibitorSpotlights } from './exhibitor-spotlights';

export const meta = () => pageMeta(pages.exhibitor);

export default function Exhibitor() {
  return (
    <>
      <PageHeader heading={pages.exhibitor.heading} eyebrow="Info">
        <p>
          Meet some of the companies exhibiting at {site.shortName} {site.edition.year}, and see what every exhibitor
          receives with a booth.
        </p>
      </PageHeader>
      <ExhibitorSpotlights />
      <ExhibitorPerks />
      <ExhibitorCallToAction />
    </>
  );
}
