import { cruises } from '~/content/cruises';
import { ticketCategories } from '~/content/tickets';

/** The chosen counts, by position in `ticketCategories` and `cruises`. */
export type OrderChoice = {
  tickets: readonly number[];
  cruises: readonly { pax: number; tripTime: string }[];
};

export type TicketLine = { name: string; quantity: number; unitPriceRm: number; subtotalRm: number };
export type CruiseLine = TicketLine & { tripTime: string; capacity: number };

export type Order = { tickets: TicketLine[]; cruises: CruiseLine[]; totalRm: number };

/** Prices come from the same tables the /ticket page shows. */
export function priceOrder(choice: OrderChoice): Order {
  const tickets = ticketCategories.flatMap((category, index) => {
    const quantity = choice.tickets[index] ?? 0;
    return quantity > 0
      ? [{ name: category.name, quantity, unitPriceRm: category.priceRm, subtotalRm: quantity * category.priceRm }]
      : [];
  });
  const cruiseLines = cruises.flatMap((cruise, index) => {
    const selection = choice.cruises[index];
    const quantity = selection?.pax ?? 0;
    return quantity > 0
      ? [
          {
            name: cruise.name,
            quantity,
            unitPriceRm: cruise.priceRm,
            subtotalRm: quantity * cruise.priceRm,
            tripTime: selection?.tripTime ?? '',
            capacity: cruise.capacity,
          },
        ]
      : [];
  });
  const totalRm = [...tickets, ...cruiseLines].reduce((sum, line) => sum + line.subtotalRm, 0);
  return { tickets, cruises: cruiseLines, totalRm };
}

/** One `2x {category}` line per chosen category, as the office's e-mail lists them. */
export function ticketDetails(order: Order): string {
  if (order.tickets.length === 0) return 'No tickets selected';
  return order.tickets.map((line) => `${line.quantity}x ${line.name}`).join('\n');
}

/** One `2x {cruise} ({trip time})` line per chosen cruise. */
export function cruiseDetails(order: Order): string {
  if (order.cruises.length === 0) return 'No cruises selected';
  return order.cruises.map((line) => `${line.quantity}x ${line.name} (${line.tripTime})`).join('\n');
}
