import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { ExhibitorDirectory } from '~/features/exhibitors/exhibitor-directory';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'exhibitorList', ['exhibitors']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function ExhibitorList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ExhibitorDirectory
        exhibitors={loaderData.content.exhibitors.all}
        directory={loaderData.content.exhibitors.directory}
      />
    </>
  );
}
