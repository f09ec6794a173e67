import { failureMessages, formCopy } from '~/content/forms';
import { FieldListRegistration } from '../field-list-registration';
import { exhibitorFields } from './fields';
import { exhibitorEmails } from './payload';
import { exhibitorDefaults, exhibitorSchema } from './schema';

/** The exhibitor form; a popup confirms once the office has the registration. */
export function ExhibitorRegistration() {
  return (
    <FieldListRegistration
      definition={{
        schema: exhibitorSchema,
        defaults: exhibitorDefaults,
        fields: exhibitorFields,
        emails: exhibitorEmails,
        idPrefix: 'ex',
        failureMessage: failureMessages.registration,
        copy: formCopy.exhibitor,
      }}
    />
  );
}
