import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { PublicVisitorRegistration } from '~/forms/public-visitor/public-visitor-registration';
import { pageMeta } from '~/seo/meta';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.publicRegistration);

export default function PublicRegistration() {
  return (
    <>
      <PageHeader page={pages.publicRegistration} />
      <PublicVisitorRegistration />
    </>
  );
}
