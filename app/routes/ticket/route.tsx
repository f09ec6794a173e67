import { PageHeader } from '~/components/page-header';
import { pages } from '~/content/pages';
import { site } from '~/content/site';
import { TicketOrder } from '~/forms/ticket/ticket-order';
import { pageMeta } from '~/lib/meta';
import { PriceTables } from './price-tables';

export const meta = () => pageMeta(pages.ticket);

export default function Ticket() {
  return (
    <>
      <PageHeader heading={pages.ticket.heading} eyebrow="Event">
        <p>
          Entrance to {site.venue.name} is free. Tickets for the main exhibition hall and pier, and seats on our
          cruises, can be ordered here.
        </p>
      </PageHeader>
      <PriceTables />
      <TicketOrder />
    </>
  );
}
