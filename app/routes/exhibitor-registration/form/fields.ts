import { blankValues } from '~/features/registration/blank-values';
import { commonFields } from '~/features/registration/common-fields';
import type { FieldSpec } from '~/features/registration/field-list';
import type { FormsContent } from '~/features/registration/fields';
import type { ExhibitorValues } from './schema';

export function exhibitorFields(forms: FormsContent): readonly FieldSpec<keyof ExhibitorValues>[] {
  const { fieldLabels: label, hints, maxLengths, placeholders } = forms;
  const common = commonFields(forms);
  return [
    {
      kind: 'input',
      name: 'companyName',
      label: label.companyName,
      autoComplete: 'organization',
      maxLength: maxLengths.text,
    },
    {
      kind: 'input',
      name: 'contactPerson',
      label: label.contactPerson,
      autoComplete: 'name',
      maxLength: maxLengths.name,
    },
    common.email,
    common.phoneNumber,
    {
      kind: 'select',
      name: 'boothSize',
      label: label.boothSize,
      placeholder: placeholders.boothSize,
      options: forms.boothSizes,
    },
    { kind: 'input', name: 'productCategory', label: label.productCategory, maxLength: maxLengths.text },
    {
      kind: 'textarea',
      name: 'additionalRequests',
      label: label.additionalRequests,
      hint: hints.freeText,
      wide: true,
      maxLength: maxLengths.freeText,
    },
  ];
}

/** The form as it starts and returns to once sent: every field empty. */
export const exhibitorDefaults = (fields: readonly FieldSpec<keyof ExhibitorValues>[]): ExhibitorValues =>
  blankValues(fields);
