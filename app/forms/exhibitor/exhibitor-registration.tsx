import { useMemo } from 'react';
import { useContent, useLang } from '~/components/use-content';
import { FieldListRegistration } from '../field-list-registration';
import { exhibitorFields } from './fields';
import { exhibitorEmails } from './payload';
import { exhibitorDefaults, exhibitorSchema, type Exhibitor } from './schema';

/** The exhibitor form; a popup confirms once the office has the registration. */
export function ExhibitorRegistration() {
  const forms = useContent('forms');
  const lang = useLang();
  const definition = useMemo(() => {
    const schema = exhibitorSchema(forms);
    return {
      schema,
      defaults: exhibitorDefaults(schema),
      fields: exhibitorFields(forms),
      emails: (exhibitor: Exhibitor) => exhibitorEmails(exhibitor, lang),
      idPrefix: 'ex',
      failureMessage: forms.failureMessages.registration,
      copy: forms.copy.exhibitor,
    };
  }, [forms, lang]);
  return <FieldListRegistration definition={definition} />;
}
