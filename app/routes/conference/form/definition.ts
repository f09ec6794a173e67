import { commonFields } from '~/features/registration/common-fields';
import { defineForm } from '~/features/registration/definition';

/**
 * Nine required fields and the agreement. The office gets every field, the agreement
 * included, and the language to answer in; the delegate an e-mail in the page's language.
 */
export const conferenceForm = defineForm({
  fields: [
    commonFields.firstName,
    commonFields.lastName,
    commonFields.designation,
    commonFields.company,
    {
      kind: 'input',
      name: 'businessPhone',
      label: 'businessPhone',
      rule: 'required',
      type: 'tel',
      autoComplete: 'work tel',
      maxLength: 'phone',
    },
    {
      kind: 'input',
      name: 'mobilePhone',
      label: 'mobilePhone',
      rule: 'required',
      type: 'tel',
      autoComplete: 'mobile tel',
      maxLength: 'phone',
    },
    commonFields.email,
    {
      kind: 'input',
      name: 'website',
      label: 'website',
      rule: 'required',
      inputMode: 'url',
      autoComplete: 'url',
      maxLength: 'url',
    },
    { kind: 'select', name: 'country', label: 'country', placeholder: 'country', options: 'countries' },
    {
      kind: 'checkbox',
      name: 'agreement',
      message: 'agreement',
      sent: { checked: 'Agreed to the terms and conditions', unchecked: 'Not agreed' },
    },
  ],
  emails: {
    admin: { template: 'conferenceAdmin', everyField: true, params: { language: { context: 'lang' } } },
    visitor: {
      template: 'conferenceVisitor',
      params: { visitor_email: 'email', visitor_name: { join: ['firstName', 'lastName'] } },
    },
  },
  record: 'conference',
  idPrefix: 'cf',
  windowKey: 'conference',
  copy: 'conference',
  failureMessage: 'conference',
  clearErrorOnEdit: true,
});
