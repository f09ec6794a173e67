import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { RegistrationOutcome } from './send-registration';
import { useSubmission } from './use-submission';

type Options = {
  /**
   * `'onSubmit'` keeps an error away once its field is edited until the next submit (the
   * conference form clears errors on edit); react-hook-form's default re-checks on change.
   */
  reValidateMode?: 'onChange' | 'onSubmit';
};

/** A form driven by its schema: react-hook-form with the zod resolver, plus the shared submit flow. */
export function useRegistrationForm<Values extends FieldValues, Parsed>(
  schema: z.ZodMiniType<Parsed, Values>,
  defaults: Values,
  deliver: (data: Parsed) => Promise<RegistrationOutcome>,
  options: Options = {},
) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema),
    defaultValues: defaults as DefaultValues<Values>,
    ...options,
  });
  const submission = useSubmission(form, defaults, deliver);
  return { form, submission };
}
