import { PageHeader } from '~/ui/page-header';
import { PublicVisitorRegistration } from './form/public-visitor-registration';
import { loadPage } from '~/data/load-page';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'publicRegistration', ['forms', 'countries']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function PublicRegistration({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <PublicVisitorRegistration forms={loaderData.content.forms} countries={loaderData.content.countries} />
    </>
  );
}
