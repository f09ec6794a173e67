import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { AuthorityVision } from './authority-vision';
import { ContactDetails } from './contact-details';
import { IndustryPreview } from './industry-preview';
import { Partnerships } from './partnerships';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.strategic);

export default function Strategic() {
  return (
    <>
      <PageHeader page={pages.strategic} />
      <Partnerships />
      <IndustryPreview />
      <AuthorityVision />
      <ContactDetails />
    </>
  );
}
