import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { WindowState } from '~/features/lifecycle/show-phase';
import type { RegistrationOutcome } from './send-registration';
import type { PassLink } from '~/features/passes/pass-label';

export type Phase = 'idle' | 'sending' | 'sent' | 'failed' | 'closed';

/** The form's registration window: now (for the page) and at the instant of a submit. */
export type SubmissionWindow = { state: WindowState; isOpenAt: (at: number) => boolean };

/**
 * The submit flow every form shares: on a valid submit the form is cleared at once
 * while what was typed is kept, so a failure can offer to put it back. A second submit
 * while one is in flight is ignored, whatever the button's state.
 */
export function useSubmission<Values extends FieldValues, Parsed>(
  form: UseFormReturn<Values, unknown, Parsed>,
  defaults: Values,
  /** Sends the parsed values; `values` are the fields as typed, what the registrations service checks. */
  deliver: (data: Parsed, values: Values) => Promise<RegistrationOutcome>,
  window: SubmissionWindow,
  /**
   * A refusal the visitor can fix in the form (an order for more seats than a trip has left):
   * what was typed is put back, then this marks the fields, and the form stays open.
   */
  onTripsFull?: (trips: NonNullable<RegistrationOutcome['tripsFull']>) => void,
) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [queued, setQueued] = useState<string | undefined>();
  const [passes, setPasses] = useState<PassLink[]>([]);
  const inFlight = useRef(false);
  const typed = useRef<Values | null>(null);

  const onValid = async (data: Parsed) => {
    if (inFlight.current) return;
    // A page left open past the closing time: nothing is sent and nothing typed is cleared.
    if (!window.isOpenAt(Date.now())) {
      setPhase('closed');
      return;
    }
    inFlight.current = true;
    typed.current = structuredClone(form.getValues());
    form.reset(structuredClone(defaults));
    setPhase('sending');
    const outcome = await deliver(data, typed.current);
    inFlight.current = false;
    // The service keeps the window shut (the page was left open past closing, or the device's
    // clock is wrong): the closed notice, as for a submit after closing, with what was typed.
    if (!outcome.ok && outcome.closed) {
      form.reset(typed.current);
      setQueued(undefined);
      setPhase('closed');
      return;
    }
    if (!outcome.ok && outcome.tripsFull && onTripsFull) {
      form.reset(typed.current);
      onTripsFull(outcome.tripsFull);
      setQueued(undefined);
      setPhase('idle');
      return;
    }
    setQueued(outcome.ok ? undefined : outcome.queued);
    setPasses(outcome.passes ?? []);
    setPhase(outcome.ok ? 'sent' : 'failed');
  };

  return {
    phase,
    /** The id of the failed registration kept on the device to be sent later, if it was. */
    queued,
    /** The passes the registrations service issued the registration just sent, as its confirmation links to them. */
    passes,
    sending: phase === 'sending',
    /** Not taking registrations: the window is not open now, or was shut at the last submit. */
    closed: window.state !== 'open' || phase === 'closed',
    windowState: window.state,
    // The validation code loads on first use; if it cannot (offline before the site was
    // stored on the device), say the registration was not sent. Nothing typed is cleared.
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A second press while the first sends (a double click, before the button is disabled):
      // the form is already cleared, and checking it would mark every field as missing.
      if (inFlight.current) {
        event.preventDefault();
        return Promise.resolve();
      }
      // Closed (or not yet open): say so before any field is checked, and keep what is typed.
      if (!window.isOpenAt(Date.now())) {
        event.preventDefault();
        setPhase('closed');
        return Promise.resolve();
      }
      return form
        .handleSubmit(onValid)(event)
        .catch(() => {
          inFlight.current = false;
          setQueued(undefined);
          setPhase('failed');
        });
    },
    /** Refills the form with what was sent, so one click re-submits. */
    restore() {
      if (typed.current) form.reset(typed.current);
      setPhase('idle');
    },
    dismiss: () => setPhase('idle'),
  };
}
