import { z } from 'zod/mini';
import { validators, type FormsContent, type Option } from '~/features/registration/fields';

/** Nine required fields and the agreement. */
export function conferenceSchema(forms: FormsContent, countries: readonly Option[]) {
  const { requiredText, requiredEmail, oneOf } = validators(forms);
  const { maxLengths, messages } = forms;
  return z.object({
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
}

type Schema = ReturnType<typeof conferenceSchema>;
export type ConferenceValues = z.input<Schema>;
export type ConferenceRegistration = z.output<Schema>;
