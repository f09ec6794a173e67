import { useMemo } from 'react';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { publicVisitorDefaults, publicVisitorFields } from './fields';
import { publicVisitorEmails } from './payload';
import type { PublicVisitor } from './schema';

type PublicVisitorRegistrationProps = { forms: Edition['forms']; countries: Edition['countries'] };

/** The public visitor form. It has no success popup: the line under the button confirms. */
export function PublicVisitorRegistration({ forms, countries }: PublicVisitorRegistrationProps) {
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
      words: forms.copy,
      copy: forms.copy.publicVisitor,
    };
  }, [forms, countries, lang]);
  return <FieldListRegistration definition={definition} />;
}
