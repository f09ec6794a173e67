import { useState } from 'react';
import { failureMessages, formCopy } from '~/content/forms';
import { CheckboxField } from '../field';
import { FieldList } from '../field-list';
import { FormSection } from '../form-section';
import styles from '../form.module.css';
import { RegistrationForm } from '../registration-form';
import { sendRegistration } from '../send-registration';
import { useRegistrationForm } from '../use-registration-form';
import { ConferenceTermsDialog } from './conference-terms-dialog';
import { conferenceFields } from './fields';
import { conferenceEmails } from './payload';
import {
  conferenceDefaults,
  conferenceSchema,
  type ConferenceRegistration as Delegate,
  type ConferenceValues,
} from './schema';

const send = (delegate: Delegate) => sendRegistration(conferenceEmails(delegate));

/** The conference form in its titled section, with its terms popup. */
export function ConferenceRegistration() {
  // An error clears as soon as its field is edited, and only a submit brings it back.
  const { form, submission } = useRegistrationForm(conferenceSchema, conferenceDefaults, send, {
    reValidateMode: 'onSubmit',
  });
  const [termsOpen, setTermsOpen] = useState(false);
  const copy = formCopy.conference;
  const register = (name: keyof ConferenceValues) => form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <FormSection heading={copy.heading} intro={copy.intro}>
      <RegistrationForm
        label={copy.label}
        submission={submission}
        submitLabel={copy.submit}
        failureMessage={failureMessages.conference}
        success={{ title: copy.successTitle, body: <p>{copy.successBody}</p> }}
      >
        <FieldList fields={conferenceFields} form={form} idPrefix="cf" register={register} />
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
      </RegistrationForm>
      <ConferenceTermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormSection>
  );
}
