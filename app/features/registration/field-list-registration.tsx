import { useMemo, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Edition } from '~/content/edition';
import { useLang } from '~/lib/use-lang';
import {
  blankValues,
  fieldSpecs,
  registrationEmails,
  type EmailContext,
  type FormDefinition,
  type FormOutput,
  type FormValues,
} from './definition';
import { FieldList, type FieldSpec } from './field-list';
import { FormSection } from './form-section';
import type { SchemaLoader } from './lazy-resolver';
import { RegistrationForm } from './registration-form';
import { loadSending } from '~/features/outbox/load-outbox';
import { serviceOrigin } from './service-origin';
import { useRegistrationForm } from './use-registration-form';

/** A form's own words: its name, heading, intro, button and confirmation. */
export type FormCopy = {
  label: string;
  heading: string;
  intro: string;
  submit: string;
  /** The popup once sent; without it, `sent` is the confirmation under the button. */
  successTitle?: string;
  successBody?: string;
  sent?: string;
};

type Register<Values extends FieldValues> = (name: Path<Values>) => ReturnType<UseFormReturn<Values>['register']>;

type FieldListRegistrationProps<D extends FormDefinition> = {
  definition: D;
  forms: Edition['forms'];
  /** The options of a `countries` select. */
  countries?: Edition['countries'];
  /** The values the definition's e-mails take from the page besides `lang`; keep it stable (`useMemo`). */
  context?: Omit<EmailContext<D>, 'lang'>;
  /** Replaces the form's words from `forms.copy`, such as with the show's name filled in. */
  copy?: FormCopy;
  /** Controls after the field list, such as an agreement checkbox. */
  extraFields?: (
    form: UseFormReturn<FormValues<D>, unknown, FormOutput<D>>,
    register: Register<FormValues<D>>,
  ) => ReactNode;
  /** Placed after the form, inside its section, such as a popup the fields open. */
  children?: ReactNode;
};

type Schema<D extends FormDefinition> = Awaited<ReturnType<SchemaLoader<FormValues<D>, FormOutput<D>>>>;

// Stable defaults: the form's memo below depends on them.
const noCountries: Edition['countries'] = [];
const noContext = {};

/** A registration form made only from its definition, in its titled section. */
export function FieldListRegistration<D extends FormDefinition>({
  definition,
  forms,
  countries = noCountries,
  context = noContext as Omit<EmailContext<D>, 'lang'>,
  copy = forms.copy[definition.copy],
  extraFields,
  children,
}: FieldListRegistrationProps<D>) {
  const lang = useLang();
  const { windowKey, clearErrorOnEdit } = definition;
  const { loadSchema, defaults, fields, deliver } = useMemo(() => {
    const inputs = {
      context: { ...context, lang } as EmailContext<D>,
      forms,
      countries,
      withService: serviceOrigin !== undefined,
    };
    return {
      // The schema, and zod with it, arrives in its own chunk at the first validation.
      loadSchema: (() =>
        import('./definition-schema').then(
          // zod's object type does not see through the generic definition; its values are FormValues<D>.
          ({ definitionSchema }) => definitionSchema(definition, forms, countries) as unknown as Schema<D>,
        )) satisfies SchemaLoader<FormValues<D>, FormOutput<D>>,
      defaults: blankValues(definition),
      fields: fieldSpecs(definition, forms, countries) as readonly FieldSpec<Path<FormValues<D>>>[],
      deliver: async (data: FormOutput<D>, values: FormValues<D>) =>
        (await loadSending()).sendRegistration({
          ...registrationEmails(definition, data, inputs),
          record: {
            kind: definition.record,
            data: values,
            passWords: { intro: forms.copy.passes.emailIntro, titles: forms.passTitles },
          },
        }),
    };
  }, [definition, forms, countries, lang, context]);
  const { form, submission, prepare } = useRegistrationForm(
    loadSchema,
    defaults,
    deliver,
    windowKey,
    clearErrorOnEdit ? { reValidateMode: 'onSubmit' } : {},
  );
  const register: Register<FormValues<D>> = (name) =>
    clearErrorOnEdit ? form.register(name, { onChange: () => form.clearErrors(name) }) : form.register(name);
  return (
    <FormSection heading={copy.heading} intro={copy.intro}>
      <RegistrationForm
        label={copy.label}
        windowKey={windowKey}
        submission={submission}
        prepare={prepare}
        submitLabel={copy.submit}
        words={forms.copy}
        failureMessage={forms.failureMessages[definition.failureMessage]}
        success={copy.successTitle ? { title: copy.successTitle, body: <p>{copy.successBody}</p> } : undefined}
        sentMessage={copy.sent}
      >
        <FieldList fields={fields} form={form} idPrefix={definition.idPrefix} register={register} />
        {extraFields?.(form, register)}
      </RegistrationForm>
      {children}
    </FormSection>
  );
}
