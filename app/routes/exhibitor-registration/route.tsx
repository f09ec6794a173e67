import { PageHeader } from '~/ui/page-header';
import { ExhibitorRegistration } from './form/exhibitor-registration';
import { loadPage } from '~/data/load-page';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'exhibitorRegistration', ['forms']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function ExhibitorRegistrationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ExhibitorRegistration forms={loaderData.content.forms} />
    </>
  );
}
