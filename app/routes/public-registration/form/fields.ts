import { blankValues } from '~/features/registration/blank-values';
import { commonFields } from '~/features/registration/common-fields';
import type { FieldSpec } from '~/features/registration/field-list';
import type { FormsContent, Option } from '~/features/registration/fields';
import type { PublicVisitorValues } from './schema';

export function publicVisitorFields(
  forms: FormsContent,
  countries: readonly Option[],
): readonly FieldSpec<keyof PublicVisitorValues>[] {
  const { fieldLabels: label, placeholders } = forms;
  const common = commonFields(forms);
  return [
    { kind: 'select', name: 'title', label: label.title, placeholder: placeholders.title, options: forms.titles },
    common.firstName,
    common.lastName,
    common.email,
    common.phoneNumber,
    common.company,
    common.designation,
    {
      kind: 'select',
      name: 'nationality',
      label: label.nationality,
      placeholder: placeholders.nationality,
      options: countries,
    },
  ];
}

/** The form as it starts and returns to once sent: every field empty. */
export const publicVisitorDefaults = (fields: readonly FieldSpec<keyof PublicVisitorValues>[]): PublicVisitorValues =>
  blankValues(fields);
