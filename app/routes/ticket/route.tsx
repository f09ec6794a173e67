import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { TicketOrder } from '~/forms/ticket/ticket-order';
import { pageMeta } from '~/seo/meta';
import { PriceTables } from './price-tables';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = () => pageMeta(pages.ticket);

export default function Ticket() {
  return (
    <>
      <PageHeader page={pages.ticket} />
      <PriceTables />
      <TicketOrder />
    </>
  );
}
