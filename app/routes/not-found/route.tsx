import { ErrorPage } from '~/components/error-page';
import { notFoundPage } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

// Prerendered once as /404 and shipped as 404.html, so static hosts answer unknown URLs with it.
export const meta = () => [...pageMeta(notFoundPage), { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <ErrorPage detail="404 Not Found" />;
}
