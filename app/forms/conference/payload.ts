import type { TemplateParams } from '~/lib/email';
import type { ConferenceRegistration } from './schema';

/** Spec §7: the admin e-mail carries every field, the agreement included. */
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

/** Spec §7: the delegate's own e-mail. */
export function conferenceVisitorParams(delegate: ConferenceRegistration): TemplateParams {
  return { visitor_email: delegate.email, visitor_name: `${delegate.firstName} ${delegate.lastName}` };
}
