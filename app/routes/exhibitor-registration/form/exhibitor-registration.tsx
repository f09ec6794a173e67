import { useMemo } from 'react';
import { useContent, useLang } from '~/content/use-content';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { exhibitorDefaults, exhibitorFields } from './fields';
import { exhibitorEmails } from './payload';
import type { Exhibitor } from './schema';

/** The exhibitor form; a popup confirms once the office has the registration. */
export function ExhibitorRegistration() {
  const forms = useContent('forms');
  const lang = useLang();
  const definition = useMemo(() => {
    const fields = exhibitorFields(forms);
    return {
      loadSchema: () => import('./schema').then(({ exhibitorSchema }) => exhibitorSchema(forms)),
      defaults: exhibitorDefaults(fields),
      fields,
      emails: (exhibitor: Exhibitor) => exhibitorEmails(exhibitor, lang),
      idPrefix: 'ex',
      windowKey: 'exhibitor' as const,
      failureMessage: forms.failureMessages.registration,
      copy: forms.copy.exhibitor,
    };
  }, [forms, lang]);
  return <FieldListRegistration definition={definition} />;
}
