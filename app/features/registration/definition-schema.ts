import { z } from 'zod/mini';
import { optionsOf, type FormDefinition, type FormOutput, type FormValues } from './definition';
import { validators, type FormsContent, type Option } from './fields';

type Shape<D extends FormDefinition> = {
  [Name in keyof FormValues<D>]: z.ZodMiniType<FormOutput<D>[Name], FormValues<D>[Name]>;
};

/**
 * A form's schema, built from its definition with the page's messages. Forms import it
 * dynamically (`loadDefinitionSchema`), so zod stays out of their page's script.
 */
export function definitionSchema<D extends FormDefinition>(
  definition: D,
  forms: FormsContent,
  countries: readonly Option[] = [],
): z.ZodMiniObject<Shape<D>> {
  const { requiredText, optionalText, requiredEmail, oneOf } = validators(forms);
  const shape = Object.fromEntries(
    definition.fields.map((field) => {
      switch (field.kind) {
        case 'checkbox':
          return [field.name, z.boolean().check(z.refine((ticked) => ticked, forms.messages[field.message]))];
        case 'select':
          return [field.name, oneOf(optionsOf(field.options, forms, countries))];
        case 'input':
        case 'textarea': {
          const max = forms.maxLengths[field.maxLength];
          const rule = {
            required: () => requiredText(max),
            optional: () => optionalText(max),
            email: () => requiredEmail(),
          };
          return [field.name, rule[field.rule]()];
        }
      }
    }),
  );
  return z.object(shape) as unknown as z.ZodMiniObject<Shape<D>>;
}
