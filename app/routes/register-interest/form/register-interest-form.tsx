import { useMemo } from 'react';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { fill } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import { interestDefaults, interestFields } from './fields';
import { interestEmails } from './payload';
import type { Interest } from './schema';

/**
 * "Tell me when registration opens": name, e-mail and visitor or exhibitor, for the next
 * edition. It has no registration window (always open) and no popup: the line under the
 * button confirms, as on the visitor form.
 */
export function RegisterInterestForm({ forms }: { forms: Edition['forms'] }) {
  const lang = useLang();
  const { site } = useRootContent();
  const nextEditionYear = String(site.nextEdition.year);
  const nextEdition = `${site.shortName} ${nextEditionYear}`;
  const definition = useMemo(() => {
    const fields = interestFields(forms);
    const { interest } = forms.copy;
    const context = { lang, nextEdition, nextEditionYear, roles: forms.roles };
    return {
      loadSchema: () => import('./schema').then(({ interestSchema }) => interestSchema(forms)),
      defaults: interestDefaults(fields),
      fields,
      emails: (data: Interest) => interestEmails(data, context),
      idPrefix: 'ri',
      failureMessage: forms.failureMessages.registration,
      words: forms.copy,
      copy: {
        ...interest,
        intro: fill(interest.intro, { show: nextEdition }),
        sent: fill(interest.sent, { show: nextEdition }),
      },
    };
  }, [forms, lang, nextEdition, nextEditionYear]);
  return <FieldListRegistration definition={definition} />;
}
