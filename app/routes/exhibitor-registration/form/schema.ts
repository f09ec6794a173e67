import { z } from 'zod/mini';
import { validators, type FormsContent } from '~/features/registration/fields';

/** Every field required except additionalRequests. */
export function exhibitorSchema(forms: FormsContent) {
  const { requiredText, optionalText, requiredEmail, oneOf } = validators(forms);
  const { maxLengths } = forms;
  return z.object({
    companyName: requiredText(maxLengths.text),
    contactPerson: requiredText(maxLengths.name),
    email: requiredEmail(),
    phoneNumber: requiredText(maxLengths.phone),
    boothSize: oneOf(forms.boothSizes),
    productCategory: requiredText(maxLengths.text),
    additionalRequests: optionalText(maxLengths.freeText),
  });
}

type Schema = ReturnType<typeof exhibitorSchema>;
export type ExhibitorValues = z.input<Schema>;
export type Exhibitor = z.output<Schema>;
