import type { TemplateParams } from '~/lib/email';
import type { Exhibitor } from './schema';

/** Spec §7: the admin e-mail carries every field. */
export function exhibitorAdminParams(exhibitor: Exhibitor): TemplateParams {
  const { companyName, contactPerson, email, phoneNumber, boothSize, productCategory, additionalRequests } = exhibitor;
  return { companyName, contactPerson, email, phoneNumber, boothSize, productCategory, additionalRequests };
}

/** Spec §7: the exhibitor's confirmation. */
export function exhibitorConfirmationParams(exhibitor: Exhibitor): TemplateParams {
  return {
    exhibitor_email: exhibitor.email,
    exhibitor_name: exhibitor.contactPerson,
    company_name: exhibitor.companyName,
  };
}
