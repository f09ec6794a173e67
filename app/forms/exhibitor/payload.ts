import type { TemplateParams } from '~/lib/email';
import type { RegistrationEmails } from '../send-registration';
import type { Exhibitor } from './schema';

/** The office's e-mail carries every field. */
export function exhibitorAdminParams(exhibitor: Exhibitor): TemplateParams {
  const { companyName, contactPerson, email, phoneNumber, boothSize, productCategory, additionalRequests } = exhibitor;
  return { companyName, contactPerson, email, phoneNumber, boothSize, productCategory, additionalRequests };
}

/** The exhibitor's confirmation. */
export function exhibitorConfirmationParams(exhibitor: Exhibitor): TemplateParams {
  return {
    exhibitor_email: exhibitor.email,
    exhibitor_name: exhibitor.contactPerson,
    company_name: exhibitor.companyName,
  };
}

export const exhibitorEmails = (exhibitor: Exhibitor): RegistrationEmails => ({
  admin: { template: 'exhibitorAdmin', params: exhibitorAdminParams(exhibitor) },
  visitor: { template: 'exhibitorConfirmation', params: exhibitorConfirmationParams(exhibitor) },
});
