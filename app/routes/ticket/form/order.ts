import { fill } from '~/lib/lang';
import type { RegistrationFormKey } from '~/content/edition';
import type { FormsContent } from '~/features/registration/fields';
import type { OrderContent, TicketValues } from './schema';

/**
 * The order form's registration window in the show's calendar. Named here, not in the form,
 * because the registrations service keeps the same window (service/registrations/windows.ts).
 */
export const ticketWindowKey = 'ticket' satisfies RegistrationFormKey;

/** The chosen counts, by position in the ticket categories and cruises. */
export type OrderChoice = {
  tickets: readonly number[];
  cruises: readonly { pax: number; tripTime: string; day?: string }[];
};

export type TicketLine = { name: string; quantity: number; unitPriceRm: number; subtotalRm: number };
/**
 * `tripTime` is the value the office reads (always English, `11AM-2PM`); `tripTimeLabel` is how
 * the page's language writes it (`11 pagi–2 petang` in Malay), for what the buyer reads. The
 * same for the show day (`2026-02-04`, `4 Februari 2026`), asked only where the site stores
 * orders in the registrations service: empty otherwise.
 */
export type CruiseLine = TicketLine & {
  tripTime: string;
  tripTimeLabel: string;
  day: string;
  dayLabel: string;
  capacity: number;
};

export type Order = { tickets: TicketLine[]; cruises: CruiseLine[]; totalRm: number };

/** Prices come from the same tables the /ticket page shows. */
export function priceOrder(choice: OrderChoice, { tickets, cruises, days = [] }: OrderContent): Order {
  const ticketLines = tickets.categories.flatMap((category, index) => {
    const quantity = choice.tickets[index] ?? 0;
    return quantity > 0
      ? [{ name: category.name, quantity, unitPriceRm: category.priceRm, subtotalRm: quantity * category.priceRm }]
      : [];
  });
  const cruiseLines = cruises.flatMap((cruise, index) => {
    const selection = choice.cruises[index];
    const quantity = selection?.pax ?? 0;
    const tripTime = selection?.tripTime ?? '';
    const tripTimeLabel = cruise.tripTimeLabels[cruise.tripTimes.indexOf(tripTime)] ?? tripTime;
    const day = selection?.day ?? '';
    const dayLabel = days.find((option) => option.value === day)?.label ?? day;
    return quantity > 0
      ? [
          {
            name: cruise.name,
            quantity,
            unitPriceRm: cruise.priceRm,
            subtotalRm: quantity * cruise.priceRm,
            tripTime,
            tripTimeLabel,
            day,
            dayLabel,
            capacity: cruise.capacity,
          },
        ]
      : [];
  });
  const totalRm = [...ticketLines, ...cruiseLines].reduce((sum, line) => sum + line.subtotalRm, 0);
  return { tickets: ticketLines, cruises: cruiseLines, totalRm };
}

const line = (quantity: number, name: string) => fill('{quantity}x {name}', { quantity, name });

/** One `2x {category}` line per chosen category, as the e-mails list them. */
export function ticketDetails(order: Order, copy: FormsContent['copy']['ticket']): string {
  if (order.tickets.length === 0) return copy.noTickets;
  return order.tickets.map((ticket) => line(ticket.quantity, ticket.name)).join('\n');
}

/**
 * One `2x {cruise} ({trip time})` line per chosen cruise, `2x {cruise} ({day}, {trip time})`
 * where the form asks for the day. The office's copy gives the day and trip time as the form
 * sent them (`value`), the buyer's as the page showed them (`label`).
 */
export function cruiseDetails(
  order: Order,
  copy: FormsContent['copy']['ticket'],
  tripTime: 'value' | 'label' = 'value',
): string {
  if (order.cruises.length === 0) return copy.noCruises;
  return order.cruises
    .map((cruise) => {
      const time = tripTime === 'label' ? cruise.tripTimeLabel : cruise.tripTime;
      const day = tripTime === 'label' ? cruise.dayLabel : cruise.day;
      return `${line(cruise.quantity, cruise.name)} (${day ? `${day}, ` : ''}${time})`;
    })
    .join('\n');
}

/** The count choices of one ticket category or cruise: '0' to the most one order may hold. */
export const countOptions = (maxPerOrderLine: number) =>
  Array.from({ length: maxPerOrderLine + 1 }, (_, count) => String(count));

/** The order form as it starts: the default dial code, no name or e-mail, every count 0. */
export function ticketDefaults({ tickets, cruises }: OrderContent, defaultDialCode: string): TicketValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    countryCode: defaultDialCode,
    localNumber: '',
    tickets: tickets.categories.map(() => '0'),
    cruises: cruises.map(() => ({ pax: '0', tripTime: '', day: '' })),
  };
}

/** The local number keeps digits only, as typed. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
