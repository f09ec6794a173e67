import type { TemplateParams } from '~/features/registration/email';
import type { Lang } from '~/lib/lang';
import type { RegistrationEmails } from '~/features/registration/send-registration';
import type { PublicVisitor } from './schema';

/** The office's e-mail: every field of the form, and the language to answer in. */
export function visitorAdminParams(visitor: PublicVisitor, lang: Lang): TemplateParams {
  const { title, firstName, lastName, email, phoneNumber, company, designation, nationality } = visitor;
  return { title, firstName, lastName, email, phoneNumber, company, designation, nationality, language: lang };
}

/** A visitor registration is one e-mail, to the office. */
export const publicVisitorEmails = (visitor: PublicVisitor, lang: Lang): RegistrationEmails => ({
  lang,
  admin: { template: 'visitorAdmin', params: visitorAdminParams(visitor, lang) },
});
