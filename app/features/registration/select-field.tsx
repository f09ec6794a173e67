import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

/** An option as a select shows it; a bare string is both its value and its text. */
export type SelectOption = string | { value: string; label: string; key?: string; disabled?: boolean };

type SelectFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The empty first option ("Select a title"), which counts as no answer. */
  placeholder?: string;
  options: readonly SelectOption[];
  /** What react-hook-form's `register` returns; a caller may swap in its own `ref`. */
  registration: UseFormRegisterReturn;
  autoComplete?: string;
};

/** A labelled select that owns its options, so no form writes the option loop again. */
export function SelectField({
  id,
  label,
  error,
  hint,
  placeholder,
  options,
  registration,
  autoComplete,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...registration} autoComplete={autoComplete}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const {
              value,
              label: text,
              key,
              disabled,
            } = typeof option === 'string' ? { value: option, label: option, key: option, disabled: false } : option;
            return (
              <option key={key ?? value} value={value} disabled={disabled}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
