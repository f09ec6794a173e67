import type { FieldSpec } from './field-list';
import type { FormsContent } from './fields';

/** Fields several forms ask for, described once, in the page's language. */
export function commonFields({ fieldLabels: label, maxLengths, placeholders }: FormsContent) {
  return {
    firstName: {
      kind: 'input',
      name: 'firstName',
      label: label.firstName,
      autoComplete: 'given-name',
      maxLength: maxLengths.name,
    },
    lastName: {
      kind: 'input',
      name: 'lastName',
      label: label.lastName,
      autoComplete: 'family-name',
      maxLength: maxLengths.name,
    },
    email: {
      kind: 'input',
      name: 'email',
      label: label.email,
      type: 'email',
      autoComplete: 'email',
      maxLength: maxLengths.email,
    },
    phoneNumber: {
      kind: 'input',
      name: 'phoneNumber',
      label: label.phoneNumber,
      type: 'tel',
      autoComplete: 'tel',
      placeholder: placeholders.phone,
      maxLength: maxLengths.phone,
    },
    company: {
      kind: 'input',
      name: 'company',
      label: label.company,
      autoComplete: 'organization',
      maxLength: maxLengths.text,
    },
    designation: {
      kind: 'input',
      name: 'designation',
      label: label.designation,
      autoComplete: 'organization-title',
      maxLength: maxLengths.text,
    },
  } as const satisfies Record<string, FieldSpec>;
}
