import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { ExhibitorDirectory } from './exhibitor-directory';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.exhibitorList);

export default function ExhibitorList() {
  return (
    <>
      <PageHeader page={pages.exhibitorList} />
      <ExhibitorDirectory />
    </>
  );
}
