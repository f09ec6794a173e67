import { z } from 'zod/mini';
import { countries } from '~/content/countries';
import { maxLengths, messages } from '~/content/forms';
import { blankValues, oneOf, requiredEmail, requiredText } from '../fields';

/** Nine required fields and the agreement. */
export const conferenceSchema = z.object({
  firstName: requiredText(maxLengths.name),
  lastName: requiredText(maxLengths.name),
  designation: requiredText(maxLengths.text),
  company: requiredText(maxLengths.text),
  businessPhone: requiredText(maxLengths.phone),
  mobilePhone: requiredText(maxLengths.phone),
  email: requiredEmail(),
  website: requiredText(maxLengths.url),
  country: oneOf(countries),
  agreement: z.boolean().check(z.refine((agreed) => agreed, messages.agreement)),
});

export type ConferenceValues = z.input<typeof conferenceSchema>;
export type ConferenceRegistration = z.output<typeof conferenceSchema>;

export const conferenceDefaults: ConferenceValues = { ...blankValues(conferenceSchema), agreement: false };
