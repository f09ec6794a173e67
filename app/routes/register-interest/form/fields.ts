import { blankValues } from '~/features/registration/blank-values';
import { commonFields } from '~/features/registration/common-fields';
import type { FieldSpec } from '~/features/registration/field-list';
import type { FormsContent } from '~/features/registration/fields';
import type { InterestValues } from './schema';

/** Name, e-mail and "I am a", in the page's language. */
export function interestFields(forms: FormsContent): readonly FieldSpec<keyof InterestValues>[] {
  const { fieldLabels: label, placeholders, maxLengths } = forms;
  return [
    { kind: 'input', name: 'name', label: label.name, autoComplete: 'name', maxLength: maxLengths.name },
    commonFields(forms).email,
    { kind: 'select', name: 'role', label: label.role, placeholder: placeholders.role, options: forms.roles },
  ];
}

/** The form as it starts and returns to once sent: every field empty. */
export const interestDefaults = (fields: readonly FieldSpec<keyof InterestValues>[]): InterestValues =>
  blankValues(fields);
