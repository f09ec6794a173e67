import { useMemo } from 'react';
import { useContent, useLang } from '~/components/use-content';
import { FieldListRegistration } from '../field-list-registration';
import { publicVisitorFields } from './fields';
import { publicVisitorEmails } from './payload';
import { publicVisitorDefaults, publicVisitorSchema, type PublicVisitor } from './schema';

/** The public visitor form. It has no success popup: the line under the button confirms. */
export function PublicVisitorRegistration() {
  const forms = useContent('forms');
  const countries = useContent('countries');
  const lang = useLang();
  const definition = useMemo(() => {
    const schema = publicVisitorSchema(forms, countries);
    return {
      schema,
      defaults: publicVisitorDefaults(schema),
      fields: publicVisitorFields(forms, countries),
      emails: (visitor: PublicVisitor) => publicVisitorEmails(visitor, lang),
      idPrefix: 'pv',
      failureMessage: forms.failureMessages.registration,
      copy: forms.copy.publicVisitor,
    };
  }, [forms, countries, lang]);
  return <FieldListRegistration definition={definition} />;
}
