import { formatRm } from '~/lib/format-rm';
import { conference } from './conference';
import { site } from './site';

/** The conference's terms, shown in the Terms popup of the registration form. */
export const conferenceTerms = {
  title: 'Terms and conditions',
  points: [
    `The admission fee is ${formatRm(conference.admissionFeeRm, 'joined')} per delegate, payable by bank transfer.`,
    `After paying, e-mail your payment receipt to ${site.contact.generalEmail} with your full name; your registration is complete once the payment is received.`,
    'Registration plus payment gives you 1 visitor pass and 1 viewing gallery pass.',
    'Passes are non-transferable.',
    'Payments are non-refundable, except if the organiser cancels the conference.',
  ],
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const conferenceTermsContent = conferenceTerms;
