import { useMemo, useState } from 'react';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { CheckboxField } from '~/features/registration/field';
import { FieldListRegistration } from '~/features/registration/field-list-registration';
import styles from '~/features/registration/form.module.css';
import { ConferenceTermsDialog } from './conference-terms-dialog';
import { conferenceDefaults, conferenceFields } from './fields';
import { conferenceEmails } from './payload';
import type { ConferenceRegistration as Delegate } from './schema';

type ConferenceRegistrationProps = {
  forms: Edition['forms'];
  countries: Edition['countries'];
  terms: Edition['conferenceTerms'];
};

/** The conference form, its agreement checkbox and the terms popup it opens. */
export function ConferenceRegistration({ forms, countries, terms }: ConferenceRegistrationProps) {
  const lang = useLang();
  const [termsOpen, setTermsOpen] = useState(false);
  const copy = forms.copy.conference;
  const definition = useMemo(() => {
    const fields = conferenceFields(forms, countries);
    return {
      loadSchema: () => import('./schema').then(({ conferenceSchema }) => conferenceSchema(forms, countries)),
      defaults: conferenceDefaults(fields),
      fields,
      emails: (delegate: Delegate) => conferenceEmails(delegate, lang),
      idPrefix: 'cf',
      windowKey: 'conference' as const,
      failureMessage: forms.failureMessages.conference,
      words: forms.copy,
      copy: forms.copy.conference,
      clearErrorOnEdit: true,
    };
  }, [forms, countries, lang]);
  return (
    <FieldListRegistration
      definition={definition}
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
