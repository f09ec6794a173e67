import type { Lang } from '~/lib/lang';

/**
 * Build-time e-mail configuration (variables listed in README.md). Vite inlines these at build time: the
 * production build reads them from the environment, `npm start` and the browser tests from
 * the committed `.env.inbox` (mode `inbox`), which points at the local inbox.
 * A missing identifier stays empty on purpose: the EmailJS SDK then rejects the send with
 * its own "… is required" message, which the forms report as a failure.
 */
const env = import.meta.env;

const templates = {
  visitorAdmin: env.VITE_EMAILJS_TEMPLATE_VISITOR_ADMIN ?? '',
  // Only where the build has a registrations service: it carries the visitor's pass.
  visitorConfirmation: env.VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION ?? '',
  exhibitorAdmin: env.VITE_EMAILJS_TEMPLATE_EXHIBITOR_ADMIN ?? '',
  exhibitorConfirmation: env.VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION ?? '',
  conferenceAdmin: env.VITE_EMAILJS_TEMPLATE_CONFERENCE_ADMIN ?? '',
  conferenceVisitor: env.VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR ?? '',
  ticketAdmin: env.VITE_EMAILJS_TEMPLATE_TICKET_ADMIN ?? '',
  ticketVisitor: env.VITE_EMAILJS_TEMPLATE_TICKET_VISITOR ?? '',
  interestAdmin: env.VITE_EMAILJS_TEMPLATE_INTEREST_ADMIN ?? '',
  interestConfirmation: env.VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION ?? '',
};

export type EmailTemplate = keyof typeof templates;

/**
 * Malay versions of the e-mails the registrant receives. The office's copies have none: the
 * office reads English and sees the registrant's language as a parameter. Each is optional,
 * so a Malay edition can go live before its templates exist in EmailJS.
 */
const malayTemplates = {
  visitorConfirmation: env.VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS ?? '',
  exhibitorConfirmation: env.VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS ?? '',
  conferenceVisitor: env.VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS ?? '',
  ticketVisitor: env.VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS ?? '',
  interestConfirmation: env.VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS ?? '',
} satisfies Partial<Record<EmailTemplate, string>>;

export type MalayEmailTemplate = keyof typeof malayTemplates;

export const emailConfig = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
  origin: env.VITE_EMAILJS_ORIGIN || 'https://api.emailjs.com',
  templates,
  malayTemplates,
};

const hasMalayVersion = (template: EmailTemplate): template is MalayEmailTemplate => template in malayTemplates;

/**
 * The EmailJS template id to send `template` with in `lang`: the Malay template where one is
 * configured, otherwise the English one, so a Malay visitor still gets an e-mail.
 */
export function templateIdFor(template: EmailTemplate, lang: Lang): string {
  const malay = lang === 'ms' && hasMalayVersion(template) ? emailConfig.malayTemplates[template] : '';
  return malay || emailConfig.templates[template];
}
