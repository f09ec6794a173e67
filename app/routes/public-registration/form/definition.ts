import { commonFields } from '~/features/registration/common-fields';
import { defineForm } from '~/features/registration/definition';

/**
 * Every field required; one e-mail, to the office, with every field and the language to answer
 * in. Where the build has a registrations service, a second one to the visitor with their pass.
 */
export const publicVisitorForm = defineForm({
  fields: [
    { kind: 'select', name: 'title', label: 'title', placeholder: 'title', options: 'titles' },
    commonFields.firstName,
    commonFields.lastName,
    commonFields.email,
    commonFields.phoneNumber,
    commonFields.company,
    commonFields.designation,
    { kind: 'select', name: 'nationality', label: 'nationality', placeholder: 'nationality', options: 'countries' },
  ],
  emails: {
    admin: { template: 'visitorAdmin', everyField: true, params: { language: { context: 'lang' } } },
    visitor: {
      template: 'visitorConfirmation',
      withServiceOnly: true,
      params: { visitor_email: 'email', visitor_name: { join: ['firstName', 'lastName'] } },
    },
  },
  record: 'visitor',
  idPrefix: 'pv',
  windowKey: 'publicVisitor',
  copy: 'publicVisitor',
  failureMessage: 'registration',
});
