import { useState } from 'react';
import type { Edition } from '~/content/edition';
import { CheckboxField } from '~/features/registration/field';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import styles from '~/features/registration/form.module.css';
import { ConferenceTermsDialog } from './conference-terms-dialog';
import { conferenceForm } from './definition';

type ConferenceRegistrationProps = {
  forms: Edition['forms'];
  countries: Edition['countries'];
  terms: Edition['conferenceTerms'];
};

/** The conference form, its agreement checkbox and the terms popup it opens. */
export function ConferenceRegistration({ forms, countries, terms }: ConferenceRegistrationProps) {
  const [termsOpen, setTermsOpen] = useState(false);
  const copy = forms.copy.conference;
  return (
    <FieldListRegistration
      definition={conferenceForm}
      forms={forms}
      countries={countries}
      extraFields={(form, register) => (
        <CheckboxField
          id="cf-agreement"
          label={copy.agreementLabel}
          error={form.formState.errors.agreement?.message}
          after={
            <button type="button" className={styles.textButton} onClick={() => setTermsOpen(true)}>
              {copy.termsButton}
            </button>
          }
        >
          {(control) => <input {...control} {...register('agreement')} type="checkbox" />}
        </CheckboxField>
      )}
    >
      <ConferenceTermsDialog terms={terms} open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FieldListRegistration>
  );
}
