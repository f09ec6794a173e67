import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { ExhibitorRegistration } from '~/forms/exhibitor/exhibitor-registration';
import { pageMeta } from '~/lib/meta';

export const meta = () => pageMeta(pages.exhibitorRegistration);

export default function ExhibitorRegistrationPage() {
  return (
    <>
      <PageHeader heading={pages.exhibitorRegistration.heading} eyebrow="Exhibit">
        <p>
          Show your boats, equipment and services to buyers, owners and charter guests from across Asia. Choose a 3x3m
          or 6x3m booth or ask us for a custom space, and our team will confirm your booking by e-mail.
        </p>
      </PageHeader>
      <ExhibitorRegistration />
    </>
  );
}
