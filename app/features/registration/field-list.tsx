import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Field } from './field';
import { SelectField, type SelectOption } from './select-field';

type Common<Name extends string> = {
  name: Name;
  label: string;
  hint?: string;
  /** Spans the whole row of a two-column form. */
  wide?: boolean;
};

/** One field of a form, as data: what the visitor sees and how the browser may help fill it. */
export type FieldSpec<Name extends string = string> =
  | (Common<Name> & {
      kind: 'input';
      type?: 'text' | 'email' | 'tel' | 'url';
      inputMode?: 'url' | 'numeric' | 'email' | 'tel';
      autoComplete?: string;
      placeholder?: string;
      maxLength: number;
    })
  | (Common<Name> & { kind: 'textarea'; maxLength: number })
  | (Common<Name> & { kind: 'select'; placeholder: string; options: readonly SelectOption[]; autoComplete?: string });

type FieldListProps<Values extends FieldValues, Parsed> = {
  fields: readonly FieldSpec<Path<Values>>[];
  form: UseFormReturn<Values, unknown, Parsed>;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Replaces `form.register`, to attach extra handlers to every field. */
  register?: (name: Path<Values>) => UseFormRegisterReturn;
};

/** Renders a form's field list in order, each control wired to its label, hint and error. */
export function FieldList<Values extends FieldValues, Parsed>({
  fields,
  form,
  idPrefix,
  register = (name) => form.register(name),
}: FieldListProps<Values, Parsed>) {
  return fields.map((spec) => {
    const id = `${idPrefix}-${spec.name}`;
    const error = form.getFieldState(spec.name, form.formState).error?.message;
    if (spec.kind === 'select') {
      return (
        <SelectField
          key={spec.name}
          id={id}
          label={spec.label}
          error={error}
          hint={spec.hint}
          placeholder={spec.placeholder}
          options={spec.options}
          registration={register(spec.name)}
          autoComplete={spec.autoComplete}
        />
      );
    }
    return (
      <Field key={spec.name} id={id} label={spec.label} error={error} hint={spec.hint} wide={spec.wide}>
        {(control) =>
          spec.kind === 'textarea' ? (
            <textarea {...control} {...register(spec.name)} maxLength={spec.maxLength} />
          ) : (
            <input
              {...control}
              {...register(spec.name)}
              type={spec.type ?? 'text'}
              inputMode={spec.inputMode}
              autoComplete={spec.autoComplete}
              placeholder={spec.placeholder}
              maxLength={spec.maxLength}
            />
          )
        }
      </Field>
    );
  });
}
