import { PageHeader } from '~/components/page-header';
import { TicketOrder } from '~/forms/ticket/ticket-order';
import { loadPage } from '~/data/load-page';
import { PriceTables } from './price-tables';
import type { Route } from './+types/route';

export const loader = ({ request }: Route.LoaderArgs) => loadPage(request, 'ticket', []);
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function Ticket({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={loaderData.page} />
      <PriceTables />
      <TicketOrder />
    </>
  );
}
