import type { TemplateParams } from './email';
import type { EmailTemplate } from './env';
import type { FieldSpec } from './field-list';
import type { FormsContent, Option } from './fields';
import type { RegistrationKind } from './registrations-service';
import type { Email, RegistrationEmails } from './send-registration';
import type { RegistrationFormKey } from '~/content/edition';
import type { Lang } from '~/lib/lang';

// This module is in every form's page chunk: it imports zod only as types (fields.ts is
// type-only here), so validation code still arrives with definition-schema.ts, on first use.

/** The keys of the forms content whose value is a list of options (`titles`, `roles`…). */
type ContentOptions = {
  [K in keyof FormsContent]: FormsContent[K] extends readonly Option[] ? K : never;
}[keyof FormsContent];

/** The keys of `forms.copy` that are one form's own words. */
type CopyKey = {
  [K in keyof FormsContent['copy']]: FormsContent['copy'][K] extends { heading: string; submit: string } ? K : never;
}[keyof FormsContent['copy']];

/** Where a select's options come from: a list of the forms content, or the edition's countries. */
type OptionsSource = ContentOptions | 'countries';

type Common = {
  readonly name: string;
  /** Key into `forms.fieldLabels`. */
  readonly label: keyof FormsContent['fieldLabels'];
  /** Key into `forms.hints`. */
  readonly hint?: keyof FormsContent['hints'];
  /** Spans the whole row of a two-column form. */
  readonly wide?: boolean;
};

/**
 * What a text field accepts; each is trimmed, so whitespace alone counts as empty. `email` is
 * required and capped at `maxLengths.email` whatever the field's `maxLength` says.
 */
type TextRule = 'required' | 'optional' | 'email';

export type FieldDefinition =
  | (Common & {
      readonly kind: 'input';
      readonly rule: TextRule;
      readonly type?: 'text' | 'email' | 'tel' | 'url';
      readonly inputMode?: 'url' | 'numeric' | 'email' | 'tel';
      readonly autoComplete?: string;
      readonly placeholder?: keyof FormsContent['placeholders'];
      /** Key into `forms.maxLengths`. */
      readonly maxLength: keyof FormsContent['maxLengths'];
    })
  | (Common & {
      readonly kind: 'textarea';
      readonly rule: TextRule;
      readonly maxLength: keyof FormsContent['maxLengths'];
    })
  | (Common & {
      /** Required: one of its options, the empty placeholder option counting as missing. */
      readonly kind: 'select';
      readonly options: OptionsSource;
      readonly placeholder: keyof FormsContent['placeholders'];
      readonly autoComplete?: string;
    })
  | {
      /**
       * Must be ticked. The form renders it itself (its label holds more than text), so it is
       * not in the field list.
       */
      readonly kind: 'checkbox';
      readonly name: string;
      /** Key into `forms.messages`, shown while unticked. */
      readonly message: keyof FormsContent['messages'];
      /** What the office's e-mail says for each state: its template is in English whatever the page. */
      readonly sent: { readonly checked: string; readonly unchecked: string };
    };

/**
 * Where one e-mail parameter comes from: a field's value as sent (a bare field name), the
 * label of the chosen option in the page's language, fields joined by a space, or a value of
 * the page (`lang`, or one the definition lists in `context`).
 */
type ParamSource<Name extends string = string, Context extends string = string> =
  Name | { readonly optionLabel: Name } | { readonly join: readonly Name[] } | { readonly context: Context | 'lang' };

type EmailDefinition<Name extends string = string, Context extends string = string> = {
  readonly template: EmailTemplate;
  /** Sent only where the build has a registrations service (it carries the passes the service issues). */
  readonly withServiceOnly?: true;
  /** Every field first, in the form's order, then `params`. */
  readonly everyField?: true;
  readonly params?: Readonly<Record<string, ParamSource<Name, Context>>>;
};

/** One form, declared once: its fields, its e-mails and its place among the forms' words. */
export type FormDefinition<Name extends string = string, Context extends string = string> = {
  readonly fields: readonly FieldDefinition[];
  /** Values the page supplies to the e-mails besides the form (the next edition's name). */
  readonly context?: readonly Context[];
  readonly emails: {
    /** The office's copy. */
    readonly admin: EmailDefinition<Name, Context>;
    /** The registrant's own, in the page's language. */
    readonly visitor?: EmailDefinition<Name, Context>;
  };
  /** What the registrations service keeps it as (its `kind`), with the form's own fields. */
  readonly record: RegistrationKind;
  /** Prefix of the controls' ids, unique on the page. */
  readonly idPrefix: string;
  /** The form's words: key into `forms.copy`. */
  readonly copy: CopyKey;
  /** Key into `forms.failureMessages`. */
  readonly failureMessage: keyof FormsContent['failureMessages'];
  /** The form's registration window in the show's calendar; without one it is always open. */
  readonly windowKey?: RegistrationFormKey;
  /** An edited field loses its error until the next submit, instead of being re-checked as typed. */
  readonly clearErrorOnEdit?: boolean;
};

type Fields<D extends { fields: readonly FieldDefinition[] }> = D['fields'][number];
type ContextOf<D> = D extends { context?: readonly (infer C extends string)[] } ? C : never;

/** What the form holds while filled in; text fields may hold anything until checked. */
export type FormValues<D extends { fields: readonly FieldDefinition[] }> = {
  -readonly [F in Fields<D> as F['name']]: F extends { kind: 'checkbox' } ? boolean : string;
};

/** What the schema gives once valid: the same shape, text trimmed. */
export type FormOutput<D extends { fields: readonly FieldDefinition[] }> = FormValues<D>;

/** The page's values the e-mails name: `lang` always, and the definition's `context`. */
export type EmailContext<D> = { lang: Lang } & Record<ContextOf<D>, string>;

/**
 * Declares a form. The identity, for its types: the field names and context keys the
 * e-mails use are checked against the form's own, so a typo fails the typecheck.
 */
export function defineForm<const Fields extends readonly FieldDefinition[], const Context extends string = never>(
  definition: Omit<FormDefinition<Fields[number]['name'], NoInfer<Context>>, 'fields' | 'context'> & {
    readonly fields: Fields;
    readonly context?: readonly Context[];
  },
) {
  return definition;
}

/** Every field of a form empty (and every box unticked): what it starts with and returns to once sent. */
export function blankValues<D extends { fields: readonly FieldDefinition[] }>(definition: D): FormValues<D> {
  return Object.fromEntries(
    definition.fields.map((field) => [field.name, field.kind === 'checkbox' ? false : '']),
  ) as FormValues<D>;
}

/** The options a select offers, in the page's language. */
export function optionsOf(source: OptionsSource, forms: FormsContent, countries: readonly Option[]): readonly Option[] {
  return source === 'countries' ? countries : forms[source];
}

type ListedField<D extends { fields: readonly FieldDefinition[] }> = Exclude<Fields<D>, { kind: 'checkbox' }>;

/** The fields `FieldList` renders, in order, with the page's words. */
export function fieldSpecs<D extends { fields: readonly FieldDefinition[] }>(
  definition: D,
  forms: FormsContent,
  countries: readonly Option[] = [],
): readonly FieldSpec<ListedField<D>['name']>[] {
  const { fieldLabels, placeholders, maxLengths, hints } = forms;
  return definition.fields.flatMap((field): FieldSpec<ListedField<D>['name']>[] => {
    if (field.kind === 'checkbox') return [];
    const common = {
      name: field.name,
      label: fieldLabels[field.label],
      hint: field.hint && hints[field.hint],
      wide: field.wide,
    };
    switch (field.kind) {
      case 'select': {
        const { placeholder, options, autoComplete } = field;
        const choices = optionsOf(options, forms, countries);
        return [{ ...common, kind: 'select', placeholder: placeholders[placeholder], options: choices, autoComplete }];
      }
      case 'textarea':
        return [{ ...common, kind: 'textarea', maxLength: maxLengths[field.maxLength] }];
      case 'input': {
        const { type, inputMode, autoComplete, placeholder } = field;
        return [
          {
            ...common,
            kind: 'input',
            type,
            inputMode,
            autoComplete,
            placeholder: placeholder && placeholders[placeholder],
            maxLength: maxLengths[field.maxLength],
          },
        ];
      }
    }
  });
}

/** What the e-mails need besides the submission: the page's language, words and values. */
export type EmailInputs<D> = {
  context: EmailContext<D>;
  forms: FormsContent;
  countries?: readonly Option[];
  /** Whether the build has a registrations service (features/registration/service-origin.ts). */
  withService?: boolean;
};

/** One e-mail's parameters for a valid submission, as `emails.<which>` declares them. */
export function emailParams<D extends FormDefinition>(
  definition: D,
  which: keyof D['emails'] & ('admin' | 'visitor'),
  data: FormOutput<D>,
  { context, forms, countries = [] }: EmailInputs<D>,
): TemplateParams {
  const email = definition.emails[which];
  if (!email) throw new Error(`This form sends no ${which} e-mail`);
  const values = data as Record<string, string | boolean>;
  const text = (name: string) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    const value = values[name];
    if (field?.kind === 'checkbox') return value ? field.sent.checked : field.sent.unchecked;
    return String(value);
  };
  const resolve = (source: ParamSource): string => {
    if (typeof source === 'string') return text(source);
    if ('context' in source) return (context as Record<string, string>)[source.context] ?? '';
    if ('join' in source) return source.join.map(text).join(' ');
    const field = definition.fields.find((candidate) => candidate.name === source.optionLabel);
    const value = text(source.optionLabel);
    if (field?.kind !== 'select') return value;
    // An option no longer listed is sent as its value rather than as nothing.
    return optionsOf(field.options, forms, countries).find((option) => option.value === value)?.label ?? value;
  };
  return {
    ...(email.everyField ? Object.fromEntries(definition.fields.map((field) => [field.name, text(field.name)])) : {}),
    ...Object.fromEntries(Object.entries(email.params ?? {}).map(([key, source]) => [key, resolve(source)])),
  };
}

/**
 * The e-mails one registration sends: the office's, then the registrant's where the form has
 * one (and, for one sent only with a registrations service, where the build has one).
 */
export function registrationEmails<D extends FormDefinition>(
  definition: D,
  data: FormOutput<D>,
  inputs: EmailInputs<D>,
): RegistrationEmails {
  const email = (which: 'admin' | 'visitor'): Email => ({
    template: (definition.emails[which] as EmailDefinition).template,
    params: emailParams(definition, which, data, inputs),
  });
  const visitor = definition.emails.visitor;
  const sendsVisitor = visitor && (!visitor.withServiceOnly || inputs.withService);
  return {
    lang: inputs.context.lang,
    admin: email('admin'),
    ...(sendsVisitor ? { visitor: email('visitor') } : {}),
  };
}
