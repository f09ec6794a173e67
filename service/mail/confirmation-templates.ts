import type { Lang } from '~/lib/lang';

/**
 * The EmailJS template ids of the registrant's confirmations, for the office's resend: the same
 * templates the site's forms send with (app/features/registration/env.ts), configured in the
 * service as the site's variables without `VITE_`: `EMAILJS_TEMPLATE_VISITOR_CONFIRMATION` for
 * `VITE_EMAILJS_TEMPLATE_VISITOR_CONFIRMATION`, and so on, each with its optional Malay one
 * (`…_MS`). Apart from config.ts's `emailJs` settings (the account, the office's invite), so
 * that each can change without the other.
 */

/** The site's names of the registrant's e-mails (env.ts's `EmailTemplate`s that go to the registrant). */
export const confirmationTemplates = [
  'visitorConfirmation',
  'exhibitorConfirmation',
  'conferenceVisitor',
  'ticketVisitor',
  'interestConfirmation',
] as const;

export type ConfirmationTemplate = (typeof confirmationTemplates)[number];

/** Each template's English id and Malay id; empty where not configured. */
export type ConfirmationTemplateIds = Record<ConfirmationTemplate, { en: string; ms: string }>;

/** `visitorConfirmation` → `EMAILJS_TEMPLATE_VISITOR_CONFIRMATION`. */
export const templateVariable = (template: ConfirmationTemplate) =>
  `EMAILJS_TEMPLATE_${template.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

const idPattern = /^[\w-]{1,100}$/;

export function readConfirmationTemplates(env: Record<string, string | undefined>): ConfirmationTemplateIds {
  const read = (name: string) => {
    const value = (env[name] ?? '').trim();
    if (value !== '' && !idPattern.test(value)) {
      throw new Error(`${name} must be an EmailJS template id (letters, digits, _ and -), not "${value}"`);
    }
    return value;
  };
  return Object.fromEntries(
    confirmationTemplates.map((template) => {
      const name = templateVariable(template);
      return [template, { en: read(name), ms: read(`${name}_MS`) }];
    }),
  ) as ConfirmationTemplateIds;
}

/**
 * The id to send `template` with in `lang`: the Malay one where configured, else the English
 * one, as the site's `templateIdFor` does (a Malay registrant still gets an e-mail); empty
 * when neither is configured.
 */
export function confirmationTemplateId(ids: ConfirmationTemplateIds, template: ConfirmationTemplate, lang: Lang) {
  const { en, ms } = ids[template];
  return (lang === 'ms' ? ms : '') || en;
}
