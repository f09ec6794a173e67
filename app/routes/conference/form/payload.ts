import type { TemplateParams } from '~/features/registration/email';
import type { Lang } from '~/lib/lang';
import type { RegistrationEmails } from '~/features/registration/send-registration';
import type { ConferenceRegistration } from './schema';

/** The office's e-mail carries every field, the agreement included, and the language to answer in. */
export function conferenceAdminParams(delegate: ConferenceRegistration, lang: Lang): TemplateParams {
  const { firstName, lastName, designation, company, businessPhone, mobilePhone, email, website, country } = delegate;
  return {
    firstName,
    lastName,
    designation,
    company,
    businessPhone,
    mobilePhone,
    email,
    website,
    country,
    // For the office, whose template is in English.
    agreement: delegate.agreement ? 'Agreed to the terms and conditions' : 'Not agreed',
    language: lang,
  };
}

/** The delegate's own e-mail, sent in the delegate's language (its template's). */
export function conferenceVisitorParams(delegate: ConferenceRegistration): TemplateParams {
  return { visitor_email: delegate.email, visitor_name: `${delegate.firstName} ${delegate.lastName}` };
}

export const conferenceEmails = (delegate: ConferenceRegistration, lang: Lang): RegistrationEmails => ({
  lang,
  admin: { template: 'conferenceAdmin', params: conferenceAdminParams(delegate, lang) },
  visitor: { template: 'conferenceVisitor', params: conferenceVisitorParams(delegate) },
});
