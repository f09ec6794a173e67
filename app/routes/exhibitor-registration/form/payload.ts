import type { TemplateParams } from '~/features/registration/email';
import type { Lang } from '~/lib/lang';
import type { RegistrationEmails } from '~/features/registration/send-registration';
import type { Exhibitor } from './schema';

/** The office's e-mail carries every field, and the language to answer in. */
export function exhibitorAdminParams(exhibitor: Exhibitor, lang: Lang): TemplateParams {
  const { companyName, contactPerson, email, phoneNumber, boothSize, productCategory, additionalRequests } = exhibitor;
  return {
    companyName,
    contactPerson,
    email,
    phoneNumber,
    boothSize,
    productCategory,
    additionalRequests,
    language: lang,
  };
}

/** The exhibitor's confirmation, sent in the exhibitor's language (its template's). */
export function exhibitorConfirmationParams(exhibitor: Exhibitor): TemplateParams {
  return {
    exhibitor_email: exhibitor.email,
    exhibitor_name: exhibitor.contactPerson,
    company_name: exhibitor.companyName,
  };
}

export const exhibitorEmails = (exhibitor: Exhibitor, lang: Lang): RegistrationEmails => ({
  lang,
  admin: { template: 'exhibitorAdmin', params: exhibitorAdminParams(exhibitor, lang) },
  visitor: { template: 'exhibitorConfirmation', params: exhibitorConfirmationParams(exhibitor) },
});
