import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '~/components/field';
import { countries } from '~/content/countries';
import { failureMessages, formCopy, maxLengths, titles } from '~/content/forms';
import { FailureAlert, FormStatus, SubmitButton } from '../form-parts';
import { FormSection } from '../form-section';
import styles from '../form.module.css';
import { useSubmission } from '../use-submission';
import { publicVisitorDefaults, publicVisitorSchema, type PublicVisitor, type PublicVisitorValues } from './schema';
import { sendPublicVisitor } from './send';

function PublicVisitorRegistrationForm() {
  const form = useForm<PublicVisitorValues, unknown, PublicVisitor>({
    resolver: zodResolver(publicVisitorSchema),
    defaultValues: publicVisitorDefaults,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const submission = useSubmission(form, publicVisitorDefaults, sendPublicVisitor);

  return (
    <form
      className={`${styles.card} ${styles.grid}`}
      onSubmit={submission.onSubmit}
      aria-label="Public visitor registration"
    >
      <Field id="pv-title" label="Title" error={errors.title?.message}>
        {(control) => (
          <select {...control} {...register('title')}>
            <option value="">Select a title</option>
            {titles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="pv-first-name" label="First name" error={errors.firstName?.message}>
        {(control) => (
          <input {...control} {...register('firstName')} autoComplete="given-name" maxLength={maxLengths.name} />
        )}
      </Field>
      <Field id="pv-last-name" label="Last name" error={errors.lastName?.message}>
        {(control) => (
          <input {...control} {...register('lastName')} autoComplete="family-name" maxLength={maxLengths.name} />
        )}
      </Field>
      <Field id="pv-email" label="Email" error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} type="email" autoComplete="email" maxLength={maxLengths.email} />
        )}
      </Field>
      <Field id="pv-phone" label="Phone number" error={errors.phoneNumber?.message}>
        {(control) => (
          <input
            {...control}
            {...register('phoneNumber')}
            type="tel"
            autoComplete="tel"
            placeholder="+60 12-345 6789"
            maxLength={maxLengths.phone}
          />
        )}
      </Field>
      <Field id="pv-company" label="Company" error={errors.company?.message}>
        {(control) => (
          <input {...control} {...register('company')} autoComplete="organization" maxLength={maxLengths.text} />
        )}
      </Field>
      <Field id="pv-designation" label="Designation" error={errors.designation?.message}>
        {(control) => (
          <input
            {...control}
            {...register('designation')}
            autoComplete="organization-title"
            maxLength={maxLengths.text}
          />
        )}
      </Field>
      <Field id="pv-nationality" label="Nationality" error={errors.nationality?.message}>
        {(control) => (
          <select {...control} {...register('nationality')}>
            <option value="">Select your nationality</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        )}
      </Field>
      {submission.phase === 'failed' ? (
        <FailureAlert message={failureMessages.registration} onRestore={submission.restore} />
      ) : null}
      <FormStatus phase={submission.phase} sentMessage={formCopy.publicVisitor.sent} />
      <div className={styles.actions}>
        <SubmitButton label={formCopy.publicVisitor.submit} sending={submission.sending} />
      </div>
    </form>
  );
}

/** The publicVisitor form in its titled section, ready to place on a page. */
export function PublicVisitorRegistration() {
  return (
    <FormSection heading={formCopy.publicVisitor.heading} intro={formCopy.publicVisitor.intro}>
      <PublicVisitorRegistrationForm />
    </FormSection>
  );
}
