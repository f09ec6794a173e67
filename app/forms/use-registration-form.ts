import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { lazyResolver, type SchemaLoader } from './lazy-resolver';
import type { RegistrationOutcome } from './send-registration';
import { useSubmission } from './use-submission';

type Options = {
  /**
   * `'onSubmit'` keeps an error away once its field is edited until the next submit (the
   * conference form clears errors on edit); react-hook-form's default re-checks on change.
   */
  reValidateMode?: 'onChange' | 'onSubmit';
};

/**
 * A form driven by its schema: react-hook-form with the zod resolver, plus the shared submit
 * flow. The schema loads on first use (see `lazyResolver`); pass `prepare` to the form so the
 * visitor's first touch starts that load.
 */
export function useRegistrationForm<Values extends FieldValues, Parsed>(
  loadSchema: SchemaLoader<Values, Parsed>,
  defaults: Values,
  deliver: (data: Parsed) => Promise<RegistrationOutcome>,
  options: Options = {},
) {
  const { resolver, prepare } = useMemo(() => lazyResolver(loadSchema), [loadSchema]);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: defaults as DefaultValues<Values>,
    ...options,
  });
  const submission = useSubmission(form, defaults, deliver);
  return { form, submission, prepare };
}
