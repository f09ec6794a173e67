import { commonFields } from '~/features/registration/common-fields';
import { defineForm } from '~/features/registration/definition';

/**
 * Every field required but additionalRequests. The office gets every field and the language
 * to answer in; the exhibitor a confirmation in the page's language.
 */
export const exhibitorForm = defineForm({
  fields: [
    {
      kind: 'input',
      name: 'companyName',
      label: 'companyName',
      rule: 'required',
      autoComplete: 'organization',
      maxLength: 'text',
    },
    {
      kind: 'input',
      name: 'contactPerson',
      label: 'contactPerson',
      rule: 'required',
      autoComplete: 'name',
      maxLength: 'name',
    },
    commonFields.email,
    commonFields.phoneNumber,
    { kind: 'select', name: 'boothSize', label: 'boothSize', placeholder: 'boothSize', options: 'boothSizes' },
    { kind: 'input', name: 'productCategory', label: 'productCategory', rule: 'required', maxLength: 'text' },
    {
      kind: 'textarea',
      name: 'additionalRequests',
      label: 'additionalRequests',
      rule: 'optional',
      hint: 'freeText',
      wide: true,
      maxLength: 'freeText',
    },
  ],
  emails: {
    admin: { template: 'exhibitorAdmin', everyField: true, params: { language: { context: 'lang' } } },
    visitor: {
      template: 'exhibitorConfirmation',
      params: { exhibitor_email: 'email', exhibitor_name: 'contactPerson', company_name: 'companyName' },
    },
  },
  record: 'exhibitor',
  idPrefix: 'ex',
  windowKey: 'exhibitor',
  copy: 'exhibitor',
  failureMessage: 'registration',
});
