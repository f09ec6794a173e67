import { PageHeader } from '~/ui/page-header';
import { RegisterInterestForm } from './form/register-interest-form';
import { loadPage } from '~/data/load-page';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'registerInterest', ['forms']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

/** "Tell me when registration opens": always open, linked from the closed forms and the ended home page. */
export default function RegisterInterest({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <RegisterInterestForm forms={loaderData.content.forms} />
    </>
  );
}
