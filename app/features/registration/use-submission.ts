import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { RegistrationOutcome } from './send-registration';

export type Phase = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The submit flow every form shares: on a valid submit the form is cleared at once
 * while what was typed is kept, so a failure can offer to put it back. A second submit
 * while one is in flight is ignored, whatever the button's state.
 */
export function useSubmission<Values extends FieldValues, Parsed>(
  form: UseFormReturn<Values, unknown, Parsed>,
  defaults: Values,
  deliver: (data: Parsed) => Promise<RegistrationOutcome>,
) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [queued, setQueued] = useState<string | undefined>();
  const inFlight = useRef(false);
  const typed = useRef<Values | null>(null);

  const onValid = async (data: Parsed) => {
    if (inFlight.current) return;
    inFlight.current = true;
    typed.current = structuredClone(form.getValues());
    form.reset(structuredClone(defaults));
    setPhase('sending');
    const outcome = await deliver(data);
    inFlight.current = false;
    setQueued(outcome.ok ? undefined : outcome.queued);
    setPhase(outcome.ok ? 'sent' : 'failed');
  };

  return {
    phase,
    /** The id of the failed registration kept on the device to be sent later, if it was. */
    queued,
    sending: phase === 'sending',
    // The validation code loads on first use; if it cannot (offline before the site was
    // stored on the device), say the registration was not sent. Nothing typed is cleared.
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      form
        .handleSubmit(onValid)(event)
        .catch(() => {
          inFlight.current = false;
          setQueued(undefined);
          setPhase('failed');
        }),
    /** Refills the form with what was sent, so one click re-submits. */
    restore() {
      if (typed.current) form.reset(typed.current);
      setPhase('idle');
    },
    dismiss: () => setPhase('idle'),
  };
}
