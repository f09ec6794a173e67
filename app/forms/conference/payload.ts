import type { TemplateParams } from '~/lib/email';
import type { RegistrationEmails } from '../send-registration';
import type { ConferenceRegistration } from './schema';

/** The office's e-mail carries every field, the agreement included. */
export function conferenceAdminParams(delegate: ConferenceRegistration): TemplateParams {
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
    agreement: delegate.agreement ? 'Agreed to the terms and conditions' : 'Not agreed',
  };
}

/** The delegate's own e-mail. */
export function conferenceVisitorParams(delegate: ConferenceRegistration): TemplateParams {
  return { visitor_email: delegate.email, visitor_name: `${delegate.firstName} ${delegate.lastName}` };
}

export const conferenceEmails = (delegate: ConferenceRegistration): RegistrationEmails => ({
  admin: { template: 'conferenceAdmin', params: conferenceAdminParams(delegate) },
  visitor: { template: 'conferenceVisitor', params: conferenceVisitorParams(delegate) },
});
