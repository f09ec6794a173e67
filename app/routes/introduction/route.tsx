import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { AboutShow } from './about-show';
import { InnovationCorner } from './innovation-corner';
import { MarinaProfiles } from './marina-profiles';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'introduction', ['introduction', 'marinas']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Introduction({ loaderData }: Route.ComponentProps) {
  const { introduction, marinas } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <AboutShow introduction={introduction} />
      <MarinaProfiles introduction={introduction} marinas={marinas} />
      <InnovationCorner innovation={introduction.innovation} />
    </>
  );
}
