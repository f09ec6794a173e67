import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { pageMeta } from '~/lib/meta';
import { ChairmanMessage } from './chairman-message';
import { MarketInsight } from './market-insight';

export const meta = () => pageMeta(pages.chairmanInsight);

export default function ChairmanInsight() {
  return (
    <>
      <PageHeader heading={pages.chairmanInsight.heading} eyebrow="About">
        <p>
          A word from the chairman of {site.shortName} on why Langkawi, why now, and where the region's leisure-marine
          market is heading.
        </p>
      </PageHeader>
      <ChairmanMessage />
      <MarketInsight />
    </>
  );
}
