import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import { WorkshopPoster } from './workshop-poster';

export const meta = () => pageMeta(pages.workshopRegistration);

export default function WorkshopRegistration() {
  return (
    <>
      <PageHeader heading={pages.workshopRegistration.heading} eyebrow="Event">
        <p>
          Hands-on sailing workshops run from 2PM to 4PM on days two to four of the show. Places are limited and
          pre-registration is required.
        </p>
      </PageHeader>
      <WorkshopPoster />
    </>
  );
}
