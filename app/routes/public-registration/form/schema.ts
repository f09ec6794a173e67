import { z } from 'zod/mini';
import { validators, type FormsContent, type Option } from '~/features/registration/fields';

/** Every field required, each with 'This field is required'. */
export function publicVisitorSchema(forms: FormsContent, countries: readonly Option[]) {
  const { requiredText, requiredEmail, oneOf } = validators(forms);
  const { maxLengths } = forms;
  return z.object({
    title: oneOf(forms.titles),
    firstName: requiredText(maxLengths.name),
    lastName: requiredText(maxLengths.name),
    email: requiredEmail(),
    phoneNumber: requiredText(maxLengths.phone),
    company: requiredText(maxLengths.text),
    designation: requiredText(maxLengths.text),
    nationality: oneOf(countries),
  });
}

type Schema = ReturnType<typeof publicVisitorSchema>;
export type PublicVisitorValues = z.input<Schema>;
export type PublicVisitor = z.output<Schema>;
