import { blankValues } from '~/features/registration/blank-values';
import { commonFields } from '~/features/registration/common-fields';
import type { FieldSpec } from '~/features/registration/field-list';
import type { FormsContent, Option } from '~/features/registration/fields';
import type { ConferenceValues } from './schema';

/** Every field but the agreement, which sits with the terms after these. */
export function conferenceFields(
  forms: FormsContent,
  countries: readonly Option[],
): readonly FieldSpec<Exclude<keyof ConferenceValues, 'agreement'>>[] {
  const { fieldLabels: label, maxLengths, placeholders } = forms;
  const common = commonFields(forms);
  return [
    common.firstName,
    common.lastName,
    common.designation,
    common.company,
    {
      kind: 'input',
      name: 'businessPhone',
      label: label.businessPhone,
      type: 'tel',
      autoComplete: 'work tel',
      maxLength: maxLengths.phone,
    },
    {
      kind: 'input',
      name: 'mobilePhone',
      label: label.mobilePhone,
      type: 'tel',
      autoComplete: 'mobile tel',
      maxLength: maxLengths.phone,
    },
    common.email,
    {
      kind: 'input',
      name: 'website',
      label: label.website,
      inputMode: 'url',
      autoComplete: 'url',
      maxLength: maxLengths.url,
    },
    { kind: 'select', name: 'country', label: label.country, placeholder: placeholders.country, options: countries },
  ];
}

/** The form as it starts and returns to once sent: every field empty, the agreement unticked. */
export const conferenceDefaults = (
  fields: readonly FieldSpec<Exclude<keyof ConferenceValues, 'agreement'>>[],
): ConferenceValues => ({ ...blankValues(fields), agreement: false });
