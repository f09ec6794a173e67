import { z } from 'zod/mini';
import { countries } from '~/content/countries';
import { maxLengths, titles } from '~/content/forms';
import { blankValues, oneOf, requiredEmail, requiredText } from '../fields';

/** Every field required, each with 'This field is required'. */
export const publicVisitorSchema = z.object({
  title: oneOf(titles),
  firstName: requiredText(maxLengths.name),
  lastName: requiredText(maxLengths.name),
  email: requiredEmail(),
  phoneNumber: requiredText(maxLengths.phone),
  company: requiredText(maxLengths.text),
  designation: requiredText(maxLengths.text),
  nationality: oneOf(countries),
});

export type PublicVisitorValues = z.input<typeof publicVisitorSchema>;
export type PublicVisitor = z.output<typeof publicVisitorSchema>;

export const publicVisitorDefaults: PublicVisitorValues = blankValues(publicVisitorSchema);
