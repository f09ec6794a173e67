import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { PublicVisitorRegistration } from '~/forms/public-visitor/public-visitor-registration';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.publicRegistration);

export default function PublicRegistration() {
  return (
    <>
      <PageHeader heading={pages.publicRegistration.heading} eyebrow="Registration">
        <p>
          Visiting {site.shortName} {site.edition.year} is free for the public at {site.venue.name}. Register ahead so
          your visitor pass details reach you by e-mail before you arrive.
        </p>
      </PageHeader>
      <PublicVisitorRegistration />
    </>
  );
}
