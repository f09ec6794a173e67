/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
  /** The registrations service's origin (service/); none: e-mails only. */
  readonly VITE_REGISTRATIONS_URL?: string;
  readonly VITE_EMAILJS_TEMPLATE_VISITOR_ADMIN?: string;
  readonly VITE_EMAILJS_TEMPLATE_EXHIBITOR_ADMIN?: string;
  readonly VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONFERENCE_ADMIN?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR?: string;
  readonly VITE_EMAILJS_TEMPLATE_TICKET_ADMIN?: string;
  readonly VITE_EMAILJS_TEMPLATE_TICKET_VISITOR?: string;
  readonly VITE_EMAILJS_TEMPLATE_INTEREST_ADMIN?: string;
  readonly VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION?: string;
  readonly VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION_MS?: string;
  readonly VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS?: string;
  readonly VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS?: string;
  readonly VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS?: string;
  readonly VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
