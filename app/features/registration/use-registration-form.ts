import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { RegistrationFormKey } from '~/content/edition';
import { useRegistrationWindow } from './use-registration-window';
import { loadSending } from '~/features/outbox/load-outbox';
import { lazyResolver, type SchemaLoader } from './lazy-resolver';
import type { RegistrationOutcome } from './send-registration';
import { useSubmission } from './use-submission';

type Options = {
  /**
   * `'onSubmit'` keeps an error away once its field is edited until the next submit (the
   * conference form clears errors on edit); react-hook-form's default re-checks on change.
   */
  reValidateMode?: 'onChange' | 'onSubmit';
  /** Marks the fields of an order refused for seats a trip no longer has (see `useSubmission`). */
  onTripsFull?: Parameters<typeof useSubmission>[4];
};

/**
 * A form driven by its schema: react-hook-form with the zod resolver, plus the shared submit
 * flow. The schema and the sending code load on first use (see `lazyResolver` and
 * features/outbox/load-outbox.ts); pass `prepare` to the form so the visitor's first touch starts them.
 */
export function useRegistrationForm<Values extends FieldValues, Parsed>(
  loadSchema: SchemaLoader<Values, Parsed>,
  defaults: Values,
  deliver: (data: Parsed, values: Values) => Promise<RegistrationOutcome>,
  /** Which registration window of the show's calendar the form keeps to; none: always open. */
  windowKey: RegistrationFormKey | undefined,
  options: Options = {},
) {
  const { onTripsFull, ...formOptions } = options;
  const { resolver, prepare } = useMemo(() => {
    const lazy = lazyResolver(loadSchema);
    const prepareAll = () => {
      lazy.prepare();
      // The sending code too; a failure here surfaces, and is retried, at the submit.
      loadSending().catch(() => undefined);
    };
    return { resolver: lazy.resolver, prepare: prepareAll };
  }, [loadSchema]);
  const form = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: defaults as DefaultValues<Values>,
    ...formOptions,
  });
  const submission = useSubmission(form, defaults, deliver, useRegistrationWindow(windowKey), onTripsFull);
  return { form, submission, prepare };
}
