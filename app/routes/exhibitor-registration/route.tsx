import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { ExhibitorRegistration } from '~/forms/exhibitor/exhibitor-registration';
import { pageMeta } from '~/seo/meta';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.exhibitorRegistration);

export default function ExhibitorRegistrationPage() {
  return (
    <>
      <PageHeader page={pages.exhibitorRegistration} />
      <ExhibitorRegistration />
    </>
  );
}
