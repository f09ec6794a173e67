import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, Field } from '~/components/field';
import { countries } from '~/content/countries';
import { failureMessages, formCopy, maxLengths } from '~/content/forms';
import { FailureAlert, FormStatus, SubmitButton, SuccessDialog } from '../form-parts';
import { FormSection } from '../form-section';
import styles from '../form.module.css';
import { useSubmission } from '../use-submission';
import { ConferenceTermsDialog } from './conference-terms-dialog';
import {
  conferenceDefaults,
  conferenceSchema,
  type ConferenceRegistration as Delegate,
  type ConferenceValues,
} from './schema';
import { sendConference } from './send';

type TextKey = Exclude<keyof ConferenceValues, 'agreement' | 'country'>;

const textFields: { name: TextKey; label: string; type?: string; autoComplete: string; maxLength: number }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', maxLength: maxLengths.name },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', maxLength: maxLengths.name },
  { name: 'designation', label: 'Designation', autoComplete: 'organization-title', maxLength: maxLengths.text },
  { name: 'company', label: 'Company', autoComplete: 'organization', maxLength: maxLengths.text },
  {
    name: 'businessPhone',
    label: 'Business phone',
    type: 'tel',
    autoComplete: 'work tel',
    maxLength: maxLengths.phone,
  },
  { name: 'mobilePhone', label: 'Mobile phone', type: 'tel', autoComplete: 'mobile tel', maxLength: maxLengths.phone },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: maxLengths.email },
  { name: 'website', label: 'Website', autoComplete: 'url', maxLength: maxLengths.url },
];

function ConferenceRegistrationForm() {
  const form = useForm<ConferenceValues, unknown, Delegate>({
    resolver: zodResolver(conferenceSchema),
    defaultValues: conferenceDefaults,
    // Spec §5: an error clears as soon as its field is edited, and only a submit brings it back.
    reValidateMode: 'onSubmit',
  });
  const { register, formState, clearErrors } = form;
  const errors = formState.errors;
  const submission = useSubmission(form, conferenceDefaults, sendConference);
  const [termsOpen, setTermsOpen] = useState(false);
  const copy = formCopy.conference;
  const field = (name: keyof ConferenceValues) => register(name, { onChange: () => clearErrors(name) });

  return (
    <>
      <form
        className={`${styles.card} ${styles.grid}`}
        onSubmit={submission.onSubmit}
        aria-label="Conference registration"
      >
        {textFields.map(({ name, label, type, autoComplete, maxLength }) => (
          <Field key={name} id={`cf-${name}`} label={label} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                {...field(name)}
                type={type ?? 'text'}
                inputMode={name === 'website' ? 'url' : undefined}
                autoComplete={autoComplete}
                maxLength={maxLength}
              />
            )}
          </Field>
        ))}
        <Field id="cf-country" label="Country" error={errors.country?.message}>
          {(control) => (
            <select {...control} {...field('country')}>
              <option value="">Select your country</option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxField
          id="cf-agreement"
          label={copy.agreementLabel}
          error={errors.agreement?.message}
          after={
            <button type="button" className={styles.textButton} onClick={() => setTermsOpen(true)}>
              {copy.termsButton}
            </button>
          }
        >
          {(control) => <input {...control} {...field('agreement')} type="checkbox" />}
        </CheckboxField>
        {submission.phase === 'failed' ? (
          <FailureAlert message={failureMessages.conference} onRestore={submission.restore} />
        ) : null}
        <div className={styles.actions}>
          <SubmitButton label={copy.submit} sending={submission.sending} />
          <FormStatus phase={submission.phase} />
        </div>
      </form>
      <ConferenceTermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
      <SuccessDialog open={submission.phase === 'sent'} onClose={submission.dismiss} title={copy.successTitle}>
        <p>{copy.successBody}</p>
      </SuccessDialog>
    </>
  );
}

/** The conference form in its titled section, ready to place on a page. */
export function ConferenceRegistration() {
  return (
    <FormSection heading={formCopy.conference.heading} intro={formCopy.conference.intro}>
      <ConferenceRegistrationForm />
    </FormSection>
  );
}
