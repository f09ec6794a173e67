import type { TemplateParams } from '~/lib/email';
import type { PublicVisitor } from './schema';

/** Spec §7: one admin e-mail with the form fields. */
export function visitorAdminParams(visitor: PublicVisitor): TemplateParams {
  const { title, firstName, lastName, email, phoneNumber, company, designation, nationality } = visitor;
  return { title, firstName, lastName, email, phoneNumber, company, designation, nationality };
}
