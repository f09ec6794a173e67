import { failureMessages, formCopy } from '~/content/forms';
import { FieldListRegistration } from '../field-list-registration';
import { publicVisitorFields } from './fields';
import { publicVisitorEmails } from './payload';
import { publicVisitorDefaults, publicVisitorSchema } from './schema';

/** The public visitor form. It has no success popup: the line under the button confirms. */
export function PublicVisitorRegistration() {
  return (
    <FieldListRegistration
      definition={{
        schema: publicVisitorSchema,
        defaults: publicVisitorDefaults,
        fields: publicVisitorFields,
        emails: publicVisitorEmails,
        idPrefix: 'pv',
        failureMessage: failureMessages.registration,
        copy: formCopy.publicVisitor,
      }}
    />
  );
}
