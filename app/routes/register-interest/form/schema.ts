import { z } from 'zod/mini';
import { validators, type FormsContent } from '~/features/registration/fields';

/**
 * Name, e-mail and "I am a" (visitor or exhibitor), each required with the shared messages
 * ('This field is required', 'Please enter a valid email address').
 */
export function interestSchema(forms: FormsContent) {
  const { requiredText, requiredEmail, oneOf } = validators(forms);
  return z.object({
    name: requiredText(forms.maxLengths.name),
    email: requiredEmail(),
    role: oneOf(forms.roles),
  });
}

type Schema = ReturnType<typeof interestSchema>;
export type InterestValues = z.input<Schema>;
export type Interest = z.output<Schema>;
