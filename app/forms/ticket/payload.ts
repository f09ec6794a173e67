import type { TemplateParams } from '~/lib/email';
import type { RegistrationEmails } from '../send-registration';
import { formatRm } from '~/lib/format-rm';
import { cruiseDetails, priceOrder, ticketDetails } from './order';
import type { TicketOrder } from './schema';

function summarise(order: TicketOrder) {
  const priced = priceOrder(order);
  return {
    mobilePhone: `${order.countryCode}${order.localNumber}`,
    ticketDetails: ticketDetails(priced),
    cruiseDetails: cruiseDetails(priced),
    orderTotal: formatRm(priced.totalRm),
  };
}

/** The office's copy of the order, with `orderTotal` so the office sees what the buyer saw. */
export function ticketAdminParams(order: TicketOrder): TemplateParams {
  const { mobilePhone, ticketDetails, cruiseDetails, orderTotal } = summarise(order);
  return {
    firstName: order.firstName,
    lastName: order.lastName,
    mobilePhone,
    email: order.email,
    ticketDetails,
    cruiseDetails,
    orderTotal,
  };
}

export function ticketVisitorParams(order: TicketOrder): TemplateParams {
  const { mobilePhone, ticketDetails, cruiseDetails, orderTotal } = summarise(order);
  return {
    visitor_email: order.email,
    visitor_name: `${order.firstName} ${order.lastName}`,
    mobilePhone,
    ticketDetails,
    cruiseDetails,
    orderTotal,
  };
}

export const ticketEmails = (order: TicketOrder): RegistrationEmails => ({
  admin: { template: 'ticketAdmin', params: ticketAdminParams(order) },
  visitor: { template: 'ticketVisitor', params: ticketVisitorParams(order) },
});
