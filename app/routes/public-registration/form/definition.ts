import { commonFields } from '~/features/registration/common-fields';
import { defineForm } from '~/features/registration/definition';

/** Every field required; one e-mail, to the office, with every field and the language to answer in. */
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
  },
  record: 'visitor',
  idPrefix: 'pv',
  windowKey: 'publicVisitor',
  copy: 'publicVisitor',
  failureMessage: 'registration',
});
