import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What a field hands its control: the id its label points at and the error wiring. */
export type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  /** Spans the whole row of a two-column form. */
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A visible label, one control and its error. The error is text next to the control,
 * referenced by `aria-describedby`, with `aria-invalid` on the control.
 */
export function Field({ id, label, error, hint, wide, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type CheckboxFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** Extra content after the label, such as a link to the terms. */
  after?: ReactNode;
  children: (control: Omit<ControlProps, 'className'> & { className: string }) => ReactNode;
};

/** A checkbox with its label to the right and its error below. */
export function CheckboxField({ id, label, error, after, children }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.checkRow}>
        {children({
          id,
          className: styles.checkbox ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {after}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The error under a control; the control names it in `aria-describedby`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
