import { useMemo } from 'react';
import type { Edition } from '~/content/edition';
import { useRootContent } from '~/content/use-root-content';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { fill } from '~/lib/lang';
import { interestForm } from './definition';

/**
 * "Tell me when registration opens": name, e-mail and visitor or exhibitor, for the next
 * edition. It has no registration window (always open) and no popup: the line under the
 * button confirms, as on the visitor form.
 */
export function RegisterInterestForm({ forms }: { forms: Edition['forms'] }) {
  const { site } = useRootContent();
  const nextEditionYear = String(site.nextEdition.year);
  const nextEdition = `${site.shortName} ${nextEditionYear}`;
  const context = useMemo(() => ({ nextEdition, nextEditionYear }), [nextEdition, nextEditionYear]);
  const { interest } = forms.copy;
  const copy = {
    ...interest,
    intro: fill(interest.intro, { show: nextEdition }),
    sent: fill(interest.sent, { show: nextEdition }),
  };
  return <FieldListRegistration definition={interestForm} forms={forms} context={context} copy={copy} />;
}
