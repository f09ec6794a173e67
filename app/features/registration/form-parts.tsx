import { useEffect, useRef, type ReactNode } from 'react';
import { ModalDialog } from '~/ui/modal-dialog';
import { useRootContent } from '~/content/use-root-content';
import styles from './form.module.css';
import type { Phase } from './use-submission';

export function SubmitButton({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled}>
      {label}
    </button>
  );
}

/**
 * The form's polite live region: "Sending…" while a send is in flight and, for the public
 * visitor form (which has no popup), the confirmation once it is sent. It is always
 * in the page so screen readers announce what appears in it.
 */
export function FormStatus({ phase, sending, sentMessage }: { phase: Phase; sending: string; sentMessage?: string }) {
  const text = phase === 'sending' ? sending : phase === 'sent' && sentMessage ? sentMessage : '';
  return (
    <p role="status" className={text && phase === 'sent' ? styles.success : styles.statusLine}>
      {text}
    </p>
  );
}

/** A failed send: the required message and a way back to what was typed, which the form had cleared. */
export function FailureAlert({
  message,
  restoreLabel,
  onRestore,
}: {
  message: string;
  restoreLabel: string;
  onRestore: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureText}>{message}</p>
      <button
        ref={button}
        type="button"
        className={styles.restore}
        onClick={() => {
          // This button leaves with the alert; keyboard users land on the submit button instead.
          const submit = button.current?.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
          onRestore();
          requestAnimationFrame(() => submit?.focus());
        }}
      >
        {restoreLabel}
      </button>
    </div>
  );
}

export function SuccessDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { shell } = useRootContent();
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={shell.dialog.close}>
      <div className={styles.dialogBody}>{children}</div>
    </ModalDialog>
  );
}
