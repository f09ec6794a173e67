import { useState } from 'react';
import { failureMessages, formCopy } from '~/content/forms';
import { CheckboxField } from '../field';
import { FieldListRegistration } from '../field-list-registration';
import styles from '../form.module.css';
import { ConferenceTermsDialog } from './conference-terms-dialog';
import { conferenceFields } from './fields';
import { conferenceEmails } from './payload';
import { conferenceDefaults, conferenceSchema } from './schema';

const copy = formCopy.conference;

/** The conference form, its agreement checkbox and the terms popup it opens. */
export function ConferenceRegistration() {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <FieldListRegistration
      definition={{
        schema: conferenceSchema,
        defaults: conferenceDefaults,
        fields: conferenceFields,
        emails: conferenceEmails,
        idPrefix: 'cf',
        failureMessage: failureMessages.conference,
        copy,
        clearErrorOnEdit: true,
      }}
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
      <ConferenceTermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FieldListRegistration>
  );
}
