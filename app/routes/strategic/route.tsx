import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { AuthorityVision } from './authority-vision';
import { ContactDetails } from './contact-details';
import { IndustryPreview } from './industry-preview';
import { Partnerships } from './partnerships';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, 'strategic', ['strategic', 'conference']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Strategic({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Partnerships />
      <IndustryPreview />
      <AuthorityVision />
      <ContactDetails />
    </>
  );
}
