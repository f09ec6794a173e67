import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '~/components/field';
import { boothSizes, failureMessages, formCopy, maxLengths } from '~/content/forms';
import { FailureAlert, FormStatus, SubmitButton, SuccessDialog } from '../form-parts';
import { FormSection } from '../form-section';
import styles from '../form.module.css';
import { useSubmission } from '../use-submission';
import { exhibitorDefaults, exhibitorSchema, type Exhibitor, type ExhibitorValues } from './schema';
import { sendExhibitor } from './send';

function ExhibitorRegistrationForm() {
  const form = useForm<ExhibitorValues, unknown, Exhibitor>({
    resolver: zodResolver(exhibitorSchema),
    defaultValues: exhibitorDefaults,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const submission = useSubmission(form, exhibitorDefaults, sendExhibitor);
  const copy = formCopy.exhibitor;

  return (
    <>
      <form
        className={`${styles.card} ${styles.grid}`}
        onSubmit={submission.onSubmit}
        aria-label="Exhibitor registration"
      >
        <Field id="ex-company" label="Company name" error={errors.companyName?.message}>
          {(control) => (
            <input {...control} {...register('companyName')} autoComplete="organization" maxLength={maxLengths.text} />
          )}
        </Field>
        <Field id="ex-contact" label="Contact person" error={errors.contactPerson?.message}>
          {(control) => (
            <input {...control} {...register('contactPerson')} autoComplete="name" maxLength={maxLengths.name} />
          )}
        </Field>
        <Field id="ex-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input {...control} {...register('email')} type="email" autoComplete="email" maxLength={maxLengths.email} />
          )}
        </Field>
        <Field id="ex-phone" label="Phone number" error={errors.phoneNumber?.message}>
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
        <Field id="ex-booth" label="Booth size" error={errors.boothSize?.message}>
          {(control) => (
            <select {...control} {...register('boothSize')}>
              <option value="">Select a booth size</option>
              {boothSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="ex-category" label="Product category" error={errors.productCategory?.message}>
          {(control) => <input {...control} {...register('productCategory')} maxLength={maxLengths.text} />}
        </Field>
        <Field
          id="ex-requests"
          label="Additional requests (optional)"
          error={errors.additionalRequests?.message}
          hint={`Up to ${maxLengths.freeText} characters.`}
          wide
        >
          {(control) => <textarea {...control} {...register('additionalRequests')} maxLength={maxLengths.freeText} />}
        </Field>
        {submission.phase === 'failed' ? (
          <FailureAlert message={failureMessages.registration} onRestore={submission.restore} />
        ) : null}
        <div className={styles.actions}>
          <SubmitButton label={copy.submit} sending={submission.sending} />
          <FormStatus phase={submission.phase} />
        </div>
      </form>
      <SuccessDialog open={submission.phase === 'sent'} onClose={submission.dismiss} title={copy.successTitle}>
        <p>{copy.successBody}</p>
      </SuccessDialog>
    </>
  );
}

/** The exhibitor form in its titled section, ready to place on a page. */
export function ExhibitorRegistration() {
  return (
    <FormSection heading={formCopy.exhibitor.heading} intro={formCopy.exhibitor.intro}>
      <ExhibitorRegistrationForm />
    </FormSection>
  );
}
