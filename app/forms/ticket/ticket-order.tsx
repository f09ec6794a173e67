import { useId, useState } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { cruises } from '~/content/cruises';
import { dialCodes } from '~/content/dial-codes';
import { failureMessages, fieldLabels as label, formCopy, hints, maxLengths, placeholders } from '~/content/forms';
import { priceLabel } from '~/content/prices';
import { ticketCategories, ticketHolderDiscountPercent } from '~/content/tickets';
import { formatRm } from '~/lib/format-rm';
import { commonFields } from '../common-fields';
import { FieldList, type FieldSpec } from '../field-list';
import { Field } from '../field';
import { FormSection } from '../form-section';
import formStyles from '../form.module.css';
import { RegistrationForm } from '../registration-form';
import { SelectField } from '../select-field';
import { sendRegistration } from '../send-registration';
import { useChosenOption } from '../use-chosen-option';
import { useRegistrationForm } from '../use-registration-form';
import { priceOrder, type Order } from './order';
import { OrderSummary } from './order-summary';
import { ticketEmails } from './payload';
import { countOptions, digitsOnly, ticketDefaults, ticketSchema, type TicketOrder as Parsed } from './schema';
import styles from './ticket-order.module.css';

const copy = formCopy.ticket;

const nameFields: readonly FieldSpec<'firstName' | 'lastName' | 'email'>[] = [
  commonFields.firstName,
  commonFields.lastName,
  commonFields.email,
];

const dialCodeOptions = dialCodes.map((entry) => ({
  key: entry.region,
  value: entry.code,
  label: `${entry.name} (${entry.code})`,
}));

/** The ticket and cruise order form in its titled section, with a live order summary. */
export function TicketOrder() {
  const [sentOrder, setSentOrder] = useState<Order | null>(null);
  const { form, submission } = useRegistrationForm(ticketSchema, ticketDefaults, async (order: Parsed) => {
    setSentOrder(priceOrder(order));
    return sendRegistration(ticketEmails(order));
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const { ref: countryCodeRef, ...countryCodeField } = register('countryCode');
  const dialCode = useChosenOption(countryCodeRef);
  const [tickets, cruiseChoices] = useWatch({ control, name: ['tickets', 'cruises'] });
  const order = priceOrder({
    tickets: tickets.map(Number),
    cruises: cruiseChoices.map((choice) => ({ pax: Number(choice.pax), tripTime: choice.tripTime })),
  });
  const orderEmpty = order.tickets.length === 0 && order.cruises.length === 0;
  // The schema reports "nothing chosen" on a path that is not a field; show it while it is still true.
  const orderError = (errors as { order?: FieldError }).order?.message;
  const summaryHeadingId = useId();

  return (
    <FormSection heading={copy.heading} intro={copy.intro}>
      <RegistrationForm
        label={copy.label}
        className={`${formStyles.card} ${styles.layout}`}
        footerClassName={styles.side}
        submission={submission}
        submitLabel={copy.submit}
        failureMessage={failureMessages.ticket}
        beforeSubmit={dialCode.remember}
        onRestore={dialCode.putBack}
        success={{
          title: copy.successTitle,
          body: (
            <>
              <p>{copy.successBody}</p>
              {sentOrder ? <OrderSummary order={sentOrder} headingId={`${summaryHeadingId}-sent`} /> : null}
            </>
          ),
        }}
        beforeFooter={
          <>
            <OrderSummary order={order} headingId={summaryHeadingId} />
            {orderError && orderEmpty ? (
              <p role="alert" className={styles.orderError}>
                {orderError}
              </p>
            ) : null}
          </>
        }
      >
        <div className={formStyles.grid}>
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
                        type="tel"
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

          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{copy.ticketsLegend}</legend>
            <div className={formStyles.grid}>
              {ticketCategories.map((category, index) => (
                <SelectField
                  key={category.name}
                  id={`tk-ticket-${index}`}
                  label={category.name}
                  hint={category.priceRm === 0 ? priceLabel(0) : copy.eachPrice(formatRm(category.priceRm))}
                  options={countOptions}
                  registration={register(`tickets.${index}`)}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{copy.cruisesLegend}</legend>
            <p className={styles.note}>{copy.discountNote(ticketHolderDiscountPercent)}</p>
            <div className={styles.cruises}>
              {cruises.map((cruise, index) => {
                const pax = Number(cruiseChoices[index]?.pax ?? 0);
                const tripMissing = pax > 0 && !cruiseChoices[index]?.tripTime;
                return (
                  <div key={cruise.name} className={styles.cruise}>
                    <p className={styles.cruiseName}>{cruise.name}</p>
                    <p className={styles.cruiseFacts}>{copy.cruiseFacts(formatRm(cruise.priceRm), cruise.capacity)}</p>
                    <div className={styles.cruiseControls}>
                      <SelectField
                        id={`tk-cruise-${index}-pax`}
                        label={copy.cruisePaxLabel(cruise.name)}
                        options={countOptions}
                        registration={register(`cruises.${index}.pax`)}
                      />
                      <SelectField
                        id={`tk-cruise-${index}-trip`}
                        label={copy.cruiseTripLabel(cruise.name)}
                        error={tripMissing ? errors.cruises?.[index]?.tripTime?.message : undefined}
                        placeholder={placeholders.tripTime}
                        options={cruise.tripTimes}
                        registration={register(`cruises.${index}.tripTime`)}
                      />
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>
      </RegistrationForm>
    </FormSection>
  );
}
