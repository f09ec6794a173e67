import type { TemplateParams } from '~/features/registration/email';
import { formatRm } from '~/lib/format-rm';
import type { Lang } from '~/lib/lang';
import type { FormsContent } from '~/features/registration/fields';
import type { RegistrationEmails } from '~/features/registration/send-registration';
import { cruiseDetails, priceOrder, ticketDetails } from './order';
import type { OrderContent, TicketOrder } from './schema';

/** What the ticket e-mails are written from: the order's content and words, in the page's language. */
export type TicketPayloadContext = { lang: Lang; forms: FormsContent; order: OrderContent };

function summarise(order: TicketOrder, { forms, order: content }: TicketPayloadContext) {
  const priced = priceOrder(order, content);
  return {
    mobilePhone: `${order.countryCode}${order.localNumber}`,
    ticketDetails: ticketDetails(priced, forms.copy.ticket),
    cruiseDetails: cruiseDetails(priced, forms.copy.ticket),
    // The buyer reads the trip times as the page showed them; the office keeps the English values.
    buyerCruiseDetails: cruiseDetails(priced, forms.copy.ticket, 'label'),
    orderTotal: formatRm(priced.totalRm),
  };
}

/** The office's copy of the order, with `orderTotal` so the office sees what the buyer saw. */
export function ticketAdminParams(order: TicketOrder, context: TicketPayloadContext): TemplateParams {
  const { mobilePhone, ticketDetails, cruiseDetails, orderTotal } = summarise(order, context);
  return {
    firstName: order.firstName,
    lastName: order.lastName,
    mobilePhone,
    email: order.email,
    ticketDetails,
    cruiseDetails,
    orderTotal,
    language: context.lang,
  };
}

export function ticketVisitorParams(order: TicketOrder, context: TicketPayloadContext): TemplateParams {
  const { mobilePhone, ticketDetails, buyerCruiseDetails, orderTotal } = summarise(order, context);
  return {
    visitor_email: order.email,
    visitor_name: `${order.firstName} ${order.lastName}`,
    mobilePhone,
    ticketDetails,
    cruiseDetails: buyerCruiseDetails,
    orderTotal,
  };
}

export const ticketEmails = (order: TicketOrder, context: TicketPayloadContext): RegistrationEmails => ({
  lang: context.lang,
  admin: { template: 'ticketAdmin', params: ticketAdminParams(order, context) },
  visitor: { template: 'ticketVisitor', params: ticketVisitorParams(order, context) },
});
