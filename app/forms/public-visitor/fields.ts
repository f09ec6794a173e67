import { countries } from '~/content/countries';
import { fieldLabels as label, placeholders, titles } from '~/content/forms';
import { commonFields as common } from '../common-fields';
import type { FieldSpec } from '../field-list';
import type { PublicVisitorValues } from './schema';

export const publicVisitorFields: readonly FieldSpec<keyof PublicVisitorValues>[] = [
  { kind: 'select', name: 'title', label: label.title, placeholder: placeholders.title, options: titles },
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
