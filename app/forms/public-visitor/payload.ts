import type { TemplateParams } from '~/lib/email';
import type { RegistrationEmails } from '../send-registration';
import type { PublicVisitor } from './schema';

/** The office's e-mail: every field of the form. */
export function visitorAdminParams(visitor: PublicVisitor): TemplateParams {
  const { title, firstName, lastName, email, phoneNumber, company, designation, nationality } = visitor;
  return { title, firstName, lastName, email, phoneNumber, company, designation, nationality };
}

/** A visitor registration is one e-mail, to the office. */
export const publicVisitorEmails = (visitor: PublicVisitor): RegistrationEmails => ({
  admin: { template: 'visitorAdmin', params: visitorAdminParams(visitor) },
});
