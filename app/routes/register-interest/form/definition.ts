import { commonFields } from '~/features/registration/common-fields';
import { defineForm } from '~/features/registration/definition';

/**
 * Name, e-mail and "I am a" (visitor or exhibitor), each required. The office gets who, the
 * role's English value, the language to answer in and which show; the person a confirmation
 * with the role as the form showed it to them.
 */
export const interestForm = defineForm({
  fields: [
    { kind: 'input', name: 'name', label: 'name', rule: 'required', autoComplete: 'name', maxLength: 'name' },
    commonFields.email,
    { kind: 'select', name: 'role', label: 'role', placeholder: 'role', options: 'roles' },
  ],
  /** The next edition's name, `MYBOS 2027`, and its year, `2027`. */
  context: ['nextEdition', 'nextEditionYear'],
  emails: {
    admin: {
      template: 'interestAdmin',
      everyField: true,
      params: {
        language: { context: 'lang' },
        nextEdition: { context: 'nextEdition' },
        nextEditionYear: { context: 'nextEditionYear' },
      },
    },
    visitor: {
      template: 'interestConfirmation',
      params: {
        visitor_email: 'email',
        visitor_name: 'name',
        role: { optionLabel: 'role' },
        nextEdition: { context: 'nextEdition' },
      },
    },
  },
  record: 'interest',
  idPrefix: 'ri',
  copy: 'interest',
  failureMessage: 'registration',
});
