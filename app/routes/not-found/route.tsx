import { ErrorPage } from '~/components/error-page';
import { errorPage, notFoundPage } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import type { Route } from './+types/route';

// Prerendered once as /404 and shipped as 404.html, so static hosts answer unknown URLs with it.
export const meta: Route.MetaFunction = () => [...pageMeta(notFoundPage), { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <ErrorPage detail={errorPage.notFound} />;
}
