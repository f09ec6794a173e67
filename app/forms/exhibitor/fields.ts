import { boothSizes, fieldLabels as label, hints, maxLengths, placeholders } from '~/content/forms';
import { commonFields as common } from '../common-fields';
import type { FieldSpec } from '../field-list';
import type { ExhibitorValues } from './schema';

export const exhibitorFields: readonly FieldSpec<keyof ExhibitorValues>[] = [
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
    options: boothSizes,
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
