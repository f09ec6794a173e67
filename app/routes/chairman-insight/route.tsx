import { PageHeader } from '~/ui/page-header';
import { loadPage } from '~/data/load-page';
import { ChairmanMessage } from './chairman-message';
import { MarketInsight } from './market-insight';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => loadPage(url, 'chairmanInsight', ['chairman']);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function ChairmanInsight({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <ChairmanMessage chairman={loaderData.content.chairman} />
      <MarketInsight insight={loaderData.content.chairman.insight} />
    </>
  );
}
