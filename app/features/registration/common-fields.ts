import type { FieldDefinition } from './definition';

/** Fields several forms ask for, declared once; each required. */
export const commonFields = {
  firstName: {
    kind: 'input',
    name: 'firstName',
    label: 'firstName',
    rule: 'required',
    autoComplete: 'given-name',
    maxLength: 'name',
  },
  lastName: {
    kind: 'input',
    name: 'lastName',
    label: 'lastName',
    rule: 'required',
    autoComplete: 'family-name',
    maxLength: 'name',
  },
  email: {
    kind: 'input',
    name: 'email',
    label: 'email',
    rule: 'email',
    type: 'email',
    autoComplete: 'email',
    maxLength: 'email',
  },
  phoneNumber: {
    kind: 'input',
    name: 'phoneNumber',
    label: 'phoneNumber',
    rule: 'required',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: 'phone',
    maxLength: 'phone',
  },
  company: {
    kind: 'input',
    name: 'company',
    label: 'company',
    rule: 'required',
    autoComplete: 'organization',
    maxLength: 'text',
  },
  designation: {
    kind: 'input',
    name: 'designation',
    label: 'designation',
    rule: 'required',
    autoComplete: 'organization-title',
    maxLength: 'text',
  },
} as const satisfies Record<string, FieldDefinition>;
