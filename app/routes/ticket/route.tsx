import { PageHeader } from '~/ui/page-header';
import { TicketOrder } from './form/ticket-order';
import { editionOf, loadPage } from '~/data/load-page';
import { showDates } from '~/features/lifecycle/show-phase';
import { cruiseDays } from './form/cruise-days';
import { PriceTables } from './price-tables';
import type { Route } from './+types/route';
import { revalidateOnLanguageChange } from '~/lib/lang';

export const loader = ({ url }: Route.LoaderArgs) => {
  const { edition } = editionOf(url);
  return {
    // The order form's namespaces too: it sits on this page.
    ...loadPage(url, 'ticket', ['tickets', 'cruises', 'forms', 'dialCodes']),
    // The show's days as the page's language writes them, for a cruise line's day.
    cruiseDays: cruiseDays(showDates(edition.site.edition), edition.shell.months),
  };
};
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;
export const shouldRevalidate = revalidateOnLanguageChange;

export default function Ticket({ loaderData }: Route.ComponentProps) {
  const { tickets, cruises, forms, dialCodes } = loaderData.content;
  return (
    <>
      <PageHeader page={loaderData.page} />
      <PriceTables tickets={tickets} cruises={cruises} />
      <TicketOrder
        forms={forms}
        tickets={tickets}
        cruises={cruises}
        dialCodes={dialCodes}
        cruiseDays={loaderData.cruiseDays}
      />
    </>
  );
}
