import type { ReactNode } from 'react';
import type { RegistrationFormKey } from '~/content/edition';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldList, type FieldSpec } from './field-list';
import { FormSection } from './form-section';
import type { SchemaLoader } from './lazy-resolver';
import { RegistrationForm, type FormWords } from './registration-form';
import { sendRegistration, type RegistrationEmails } from './send-registration';
import { useRegistrationForm } from './use-registration-form';

/** Everything a plain registration form is: its schema, e-mails, fields and words. */
export type RegistrationDefinition<Values extends FieldValues, Parsed> = {
  /** Imports and builds the schema; keep it stable (`useMemo`), as it is loaded once. */
  loadSchema: SchemaLoader<Values, Parsed>;
  defaults: Values;
  fields: readonly FieldSpec<Path<Values>>[];
  emails: (data: Parsed) => RegistrationEmails;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The form's registration window in the show's calendar; without one it is always open. */
  windowKey?: RegistrationFormKey;
  failureMessage: string;
  /** The words every form shares (`forms.copy`). */
  words: FormWords;
  copy: {
    label: string;
    heading: string;
    intro: string;
    submit: string;
    /** The popup once sent; without it, `sent` is the confirmation under the button. */
    successTitle?: string;
    successBody?: string;
    sent?: string;
  };
  /** An edited field loses its error until the next submit, instead of being re-checked as typed. */
  clearErrorOnEdit?: boolean;
};

type Register<Values extends FieldValues> = (name: Path<Values>) => ReturnType<UseFormReturn<Values>['register']>;

type FieldListRegistrationProps<Values extends FieldValues, Parsed> = {
  /** Build it with `useMemo`: it is made from the page's content, which does not change. */
  definition: RegistrationDefinition<Values, Parsed>;
  /** Controls after the field list, such as an agreement checkbox. */
  extraFields?: (form: UseFormReturn<Values, unknown, Parsed>, register: Register<Values>) => ReactNode;
  /** Placed after the form, inside its section, such as a popup the fields open. */
  children?: ReactNode;
};

/** A registration form made only from its definition, in its titled section. */
export function FieldListRegistration<Values extends FieldValues, Parsed>({
  definition: {
    loadSchema,
    defaults,
    fields,
    emails,
    idPrefix,
    windowKey,
    failureMessage,
    words,
    copy,
    clearErrorOnEdit,
  },
  extraFields,
  children,
}: FieldListRegistrationProps<Values, Parsed>) {
  const { form, submission, prepare } = useRegistrationForm(
    loadSchema,
    defaults,
    (data: Parsed) => sendRegistration(emails(data)),
    windowKey,
    clearErrorOnEdit ? { reValidateMode: 'onSubmit' } : {},
  );
  const register: Register<Values> = (name) =>
    clearErrorOnEdit ? form.register(name, { onChange: () => form.clearErrors(name) }) : form.register(name);
  return (
    <FormSection heading={copy.heading} intro={copy.intro}>
      <RegistrationForm
        label={copy.label}
        windowKey={windowKey}
        submission={submission}
        prepare={prepare}
        submitLabel={copy.submit}
        words={words}
        failureMessage={failureMessage}
        success={copy.successTitle ? { title: copy.successTitle, body: <p>{copy.successBody}</p> } : undefined}
        sentMessage={copy.sent}
      >
        <FieldList fields={fields} form={form} idPrefix={idPrefix} register={register} />
        {extraFields?.(form, register)}
      </RegistrationForm>
      {children}
    </FormSection>
  );
}
