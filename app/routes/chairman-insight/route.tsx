import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { pageMeta } from '~/seo/meta';
import { ChairmanMessage } from './chairman-message';
import { MarketInsight } from './market-insight';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.chairmanInsight);

export default function ChairmanInsight() {
  return (
    <>
      <PageHeader page={pages.chairmanInsight} />
      <ChairmanMessage />
      <MarketInsight />
    </>
  );
}
