import { useMemo } from 'react';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { exhibitorDefaults, exhibitorFields } from './fields';
import { exhibitorEmails } from './payload';
import type { Exhibitor } from './schema';

/** The exhibitor form; a popup confirms once the office has the registration. */
export function ExhibitorRegistration({ forms }: { forms: Edition['forms'] }) {
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
      words: forms.copy,
      copy: forms.copy.exhibitor,
    };
  }, [forms, lang]);
  return <FieldListRegistration definition={definition} />;
}
