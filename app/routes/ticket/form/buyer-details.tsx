import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Edition } from '~/content/edition';
import { commonFields } from '~/features/registration/common-fields';
import { fieldSpecs } from '~/features/registration/definition';
import { Field } from '~/features/registration/field';
import { FieldList } from '~/features/registration/field-list';
import formStyles from '~/features/registration/form.module.css';
import { SelectField } from '~/features/registration/select-field';
import type { useChosenOption } from '~/features/registration/use-chosen-option';
import { digitsOnly } from './order';
import type { TicketOrder as Parsed, TicketValues } from './schema';
import styles from './ticket-order.module.css';

// The phone number, as country code plus digits, is not a plain field: it is laid out below.
const buyerFields = { fields: [commonFields.firstName, commonFields.lastName, commonFields.email] } as const;

type BuyerDetailsProps = {
  forms: Edition['forms'];
  dialCodes: Edition['dialCodes'];
  form: UseFormReturn<TicketValues, unknown, Parsed>;
  /** The country code select, remembered across a failed send (see useChosenOption). */
  dialCode: ReturnType<typeof useChosenOption>;
};

/** Who orders: name, e-mail and a phone number as country code plus local digits. */
export function BuyerDetails({ forms, dialCodes, form, dialCode }: BuyerDetailsProps) {
  const copy = forms.copy.ticket;
  const { fieldLabels: label, hints, maxLengths } = forms;
  const { register, formState } = form;
  const errors = formState.errors;
  const { nameFields, dialCodeOptions } = useMemo(() => {
    return {
      nameFields: fieldSpecs(buyerFields, forms),
      dialCodeOptions: dialCodes.all.map((entry) => ({
        key: entry.region,
        value: entry.code,
        label: `${entry.name} (${entry.code})`,
      })),
    };
  }, [forms, dialCodes]);
  const countryCodeField = register('countryCode');

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{copy.yourDetails}</legend>
      <div className={formStyles.grid}>
        <FieldList fields={nameFields} form={form} idPrefix="tk" />
        <div className={styles.phone}>
          <SelectField
            id="tk-country-code"
            label={label.countryCode}
            options={dialCodeOptions}
            registration={{ ...countryCodeField, ref: dialCode.ref }}
            autoComplete="tel-country-code"
          />
          <Field
            id="tk-local-number"
            label={label.localNumber}
            error={errors.localNumber?.message}
            hint={hints.digitsOnly}
          >
            {(props) => {
              // Registered here, in field order, so a failed submit focuses the first field in error.
              const localNumber = register('localNumber');
              return (
                <input
                  {...props}
                  {...localNumber}
                  onChange={(event) => {
                    event.target.value = digitsOnly(event.target.value);
                    return localNumber.onChange(event);
                  }}
                  // The HTML autofill rules allow `tel-national` on text inputs only.
                  type="text"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={maxLengths.phone}
                />
              );
            }}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
