/**
 * Build-time e-mail configuration (variables listed in README.md). Vite inlines these at build time: the
 * production build reads them from the environment, `npm start` and the browser tests from
 * the committed `.env.inbox` (mode `inbox`), which points at the local inbox.
 * A missing identifier stays empty on purpose: the EmailJS SDK then rejects the send with
 * its own "… is required" message, which the forms report as a failure.
 */
const env = import.meta.env;

export const emailConfig = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
  origin: env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com',
  templates: {
    visitorAdmin: env.VITE_EMAILJS_TEMPLATE_VISITOR_ADMIN ?? '',
    exhibitorAdmin: env.VITE_EMAILJS_TEMPLATE_EXHIBITOR_ADMIN ?? '',
    exhibitorConfirmation: env.VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION ?? '',
    conferenceAdmin: env.VITE_EMAILJS_TEMPLATE_CONFERENCE_ADMIN ?? '',
    conferenceVisitor: env.VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR ?? '',
    ticketAdmin: env.VITE_EMAILJS_TEMPLATE_TICKET_ADMIN ?? '',
    ticketVisitor: env.VITE_EMAILJS_TEMPLATE_TICKET_VISITOR ?? '',
  },
};

export type EmailTemplate = keyof typeof emailConfig.templates;
