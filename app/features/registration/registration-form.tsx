import { useState, type ReactNode } from 'react';
import type { Edition, RegistrationFormKey } from '~/content/edition';
import { RegistrationClosed } from './registration-closed';
import { FailureAlert, FormStatus, SubmitButton, SuccessDialog } from './form-parts';
import { QueuedFailure } from './queued-failure';
import styles from './form.module.css';
import type { useSubmission } from './use-submission';
import { PassLinks } from './pass-links';

type Submission = ReturnType<typeof useSubmission>;

/** The words every form shares around its fields (`forms.copy` of the page's content). */
export type FormWords = Pick<Edition['forms']['copy'], 'sending' | 'restore' | 'queued' | 'closed' | 'passes'>;

type RegistrationFormProps = {
  /** The form's accessible name. */
  label: string;
  /**
   * The form's registration window: when it is shut, a notice says so and nothing is sent.
   * Without one (the register-interest form) the form is always open.
   */
  windowKey?: RegistrationFormKey;
  submission: Submission;
  /** Runs when the form first takes focus: loads its validation. */
  prepare: () => void;
  submitLabel: string;
  words: FormWords;
  /** The alert shown when the send failed, above *Restore my details*. */
  failureMessage: string;
  /** Runs on every submit attempt, before validation. */
  beforeSubmit?: () => void;
  /** Runs after the form is refilled by *Restore my details*. */
  onRestore?: () => void;
  /** The popup once sent. Without one, the confirmation is the status line under the button. */
  success?: { title: string; body: ReactNode };
  /** The status line's text once sent, for a form without a popup. */
  sentMessage?: string;
  /** Replaces the form's default card-and-grid layout. */
  className?: string;
  /** Wraps the alerts and actions, for a layout that places them in a column of their own. */
  footerClassName?: string;
  /** Shown above the alerts and actions, inside the footer (an order summary). */
  beforeFooter?: ReactNode;
  children: ReactNode;
};

/**
 * What every registration form shares around its fields: the failure alert with *Restore
 * my details*, the submit button with its live status line, and the success popup.
 */
export function RegistrationForm({
  label,
  windowKey,
  submission,
  prepare,
  submitLabel,
  words,
  failureMessage,
  beforeSubmit,
  onRestore,
  success,
  sentMessage,
  className = `${styles.card} ${styles.grid}`,
  footerClassName,
  beforeFooter,
  children,
}: RegistrationFormProps) {
  const restore = () => {
    submission.restore();
    onRestore?.();
  };
  // A visitor who arrives when the form is closed reads so first, above the fields; one who
  // started while it was open finds the notice under the button, where nothing moves it.
  const [seenOpen, setSeenOpen] = useState(false);
  const passes = submission.phase === 'sent' ? <PassLinks passes={submission.passes} words={words.passes} /> : null;
  if (submission.windowState === 'open' && !seenOpen) setSeenOpen(true);
  const closed =
    submission.closed && windowKey ? (
      <RegistrationClosed
        form={windowKey}
        state={submission.windowState === 'not-yet-open' ? 'not-yet-open' : 'closed'}
        headingId={`${windowKey}-closed`}
        // Submitted from a page left open past the closing time: say so where the eye is.
        focusOnShow={submission.phase === 'closed'}
        copy={words.closed}
      />
    ) : null;
  const footer = (
    <>
      {beforeFooter}
      {submission.phase === 'failed' && submission.queued ? (
        <QueuedFailure id={submission.queued} message={failureMessage} copy={words} onRestore={restore} />
      ) : null}
      {submission.phase === 'failed' && !submission.queued ? (
        <FailureAlert message={failureMessage} restoreLabel={words.restore} onRestore={restore} />
      ) : null}
      <div className={styles.actions}>
        {/* Never disabled for a closed window: pressing it says why nothing is sent. */}
        <SubmitButton label={submitLabel} disabled={submission.sending} />
        <FormStatus phase={submission.phase} sending={words.sending} sentMessage={success ? undefined : sentMessage} />
      </div>
      {success ? null : passes}
      {seenOpen ? closed : null}
    </>
  );
  return (
    <>
      {/* Focus moving into the form only starts a download; it changes nothing the visitor sees. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <form
        className={className}
        onFocus={prepare}
        onSubmit={(event) => {
          beforeSubmit?.();
          submission.onSubmit(event);
        }}
        aria-label={label}
      >
        {seenOpen ? null : closed}
        {children}
        {footerClassName ? <div className={footerClassName}>{footer}</div> : footer}
      </form>
      {success ? (
        <SuccessDialog open={submission.phase === 'sent'} onClose={submission.dismiss} title={success.title}>
          {success.body}
          {passes}
        </SuccessDialog>
      ) : null}
    </>
  );
}
