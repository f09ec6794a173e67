import { useMemo } from 'react';
import { useContent, useLang } from '~/content/use-content';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { publicVisitorDefaults, publicVisitorFields } from './fields';
import { publicVisitorEmails } from './payload';
import type { PublicVisitor } from './schema';

/** The public visitor form. It has no success popup: the line under the button confirms. */
export function PublicVisitorRegistration() {
  const forms = useContent('forms');
  const countries = useContent('countries');
  const lang = useLang();
  const definition = useMemo(() => {
    const fields = publicVisitorFields(forms, countries);
    return {
      loadSchema: () => import('./schema').then(({ publicVisitorSchema }) => publicVisitorSchema(forms, countries)),
      defaults: publicVisitorDefaults(fields),
      fields,
      emails: (visitor: PublicVisitor) => publicVisitorEmails(visitor, lang),
      idPrefix: 'pv',
      windowKey: 'publicVisitor' as const,
      failureMessage: forms.failureMessages.registration,
      copy: forms.copy.publicVisitor,
    };
  }, [forms, countries, lang]);
  return <FieldListRegistration definition={definition} />;
}
