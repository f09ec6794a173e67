import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { AuthorityVision } from './authority-vision';
import { ContactDetails } from './contact-details';
import { IndustryPreview } from './industry-preview';
import { Partnerships } from './partnerships';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'strategic', ['strategic', 'conference']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Strategic({ loaderData }: Route.ComponentProps) {
  const { strategic, conference } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <Partnerships strategic={strategic} />
      <IndustryPreview industry={strategic.industry} conference={conference} />
      <AuthorityVision vision={strategic.vision} />
      <ContactDetails contact={strategic.contact} />
    </>
  );
}
