import { sendEmail } from '~/lib/email';
import type { SendOutcome } from '~/lib/send-failure';
import { ticketAdminParams, ticketVisitorParams } from './payload';
import type { TicketOrder } from './schema';

/** The order counts once the admin e-mail is out; a failed buyer confirmation is only logged. */
export async function sendTicketOrder(order: TicketOrder): Promise<SendOutcome> {
  const admin = await sendEmail('ticketAdmin', ticketAdminParams(order));
  if (admin.ok) await sendEmail('ticketVisitor', ticketVisitorParams(order));
  return admin;
}
