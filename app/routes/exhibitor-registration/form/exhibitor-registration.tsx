import type { Edition } from '~/content/edition';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import { exhibitorForm } from './definition';

/** The exhibitor form; a popup confirms once the office has the registration. */
export function ExhibitorRegistration({ forms }: { forms: Edition['forms'] }) {
  return <FieldListRegistration definition={exhibitorForm} forms={forms} />;
}
