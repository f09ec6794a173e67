import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { AuthorityVision } from './authority-vision';
import { ContactDetails } from './contact-details';
import { IndustryPreview } from './industry-preview';
import { Partnerships } from './partnerships';

export const meta = () => pageMeta(pages.strategic);

export default function Strategic() {
  return (
    <>
      <PageHeader heading={pages.strategic.heading} eyebrow="Highlights">
        <p>
          The partnerships and launches that shape {site.shortName} {site.edition.year}, and the vision for Langkawi as
          Southeast Asia's yachting gateway.
        </p>
      </PageHeader>
      <Partnerships />
      <IndustryPreview />
      <AuthorityVision />
      <ContactDetails />
    </>
  );
}
