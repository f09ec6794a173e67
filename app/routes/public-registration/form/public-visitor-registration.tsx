import type { Edition } from '~/content/edition';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { publicVisitorForm } from './definition';

type PublicVisitorRegistrationProps = { forms: Edition['forms']; countries: Edition['countries'] };

/** The public visitor form. It has no success popup: the line under the button confirms. */
export function PublicVisitorRegistration({ forms, countries }: PublicVisitorRegistrationProps) {
  return <FieldListRegistration definition={publicVisitorForm} forms={forms} countries={countries} />;
}
