import { ErrorPage } from '~/features/errors/error-page';
import { useRootContent } from '~/content/use-root-content';
import { loadPage } from '~/data/load-page';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

// Prerendered as /404 and /ms/404 and shipped as 404.html and ms/404.html, so static hosts
// answer unknown URLs with the not-found page in the path's language.
export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'notFound', []);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];
export const shouldRevalidate = revalidateOnLanguageChange;

export default function NotFound() {
  const { errorPage } = useRootContent();
  return <ErrorPage detail={errorPage.notFound} />;
}
