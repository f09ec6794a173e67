import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { ConferenceRegistration } from '~/forms/conference/conference-registration';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.conference);

export default function Conference() {
  return (
    <>
      <PageHeader heading={pages.conference.heading} eyebrow="Event">
        <p>
          A one-day gathering of the region's yachting industry on 23 May 2025, 8AM–4PM, at the exhibition centre in
          Langkawi, held alongside LIMA 2025.
        </p>
      </PageHeader>
      <ConferenceRegistration />
    </>
  );
}
