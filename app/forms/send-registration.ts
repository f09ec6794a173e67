import { sendEmail, type TemplateParams } from '~/lib/email';
import type { EmailTemplate } from '~/lib/env';
import type { Lang } from '~/lib/lang';
import type { SendOutcome } from '~/lib/send-failure';

export type Email = { template: EmailTemplate; params: TemplateParams };

/**
 * What one registration sends: the office's copy and, for some forms, the registrant's own,
 * which goes out in the language of the page the registrant used.
 */
export type RegistrationEmails = { lang: Lang; admin: Email; visitor?: Email };

/**
 * The registration counts once the office's e-mail is out. The registrant's e-mail follows
 * only then, and its failure is only logged: the office already has the registration, and
 * asking the visitor to send again would give the office a duplicate.
 */
export async function sendRegistration({ lang, admin, visitor }: RegistrationEmails): Promise<SendOutcome> {
  const sent = await sendEmail(admin.template, admin.params, lang);
  if (sent.ok && visitor) await sendEmail(visitor.template, visitor.params, lang);
  return sent;
}
