import { useId, useMemo, useState } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useContent, useLang } from '~/components/use-content';
import { formatRm } from '~/lib/format-rm';
import { fill } from '~/lib/lang';
import { commonFields } from '../common-fields';
import { Field } from '../field';
import { FieldList } from '../field-list';
import { FormSection } from '../form-section';
import formStyles from '../form.module.css';
import { RegistrationForm } from '../registration-form';
import { SelectField } from '../select-field';
import { sendRegistration } from '../send-registration';
import { useChosenOption } from '../use-chosen-option';
import { useRegistrationForm } from '../use-registration-form';
import { countOptions, digitsOnly, priceOrder, ticketDefaults, type Order } from './order';
import { OrderSummary } from './order-summary';
import { ticketEmails } from './payload';
import type { TicketOrder as Parsed } from './schema';
import styles from './ticket-order.module.css';

/** The ticket and cruise order form in its titled section, with a live order summary. */
export function TicketOrder() {
  const forms = useContent('forms');
  const tickets = useContent('tickets');
  const cruises = useContent('cruises');
  const dialCodes = useContent('dialCodes');
  const lang = useLang();
  const copy = forms.copy.ticket;
  const { fieldLabels: label, hints, maxLengths, placeholders } = forms;
  const [sentOrder, setSentOrder] = useState<Order | null>(null);
  const { orderContent, loadSchema, defaults, nameFields, dialCodeOptions, counts } = useMemo(() => {
    const orderContent = { tickets, cruises };
    const common = commonFields(forms);
    return {
      orderContent,
      loadSchema: () => import('./schema').then(({ ticketSchema }) => ticketSchema(forms, orderContent)),
      defaults: ticketDefaults(orderContent, dialCodes.default),
      nameFields: [common.firstName, common.lastName, common.email] as const,
      dialCodeOptions: dialCodes.all.map((entry) => ({
        key: entry.region,
        value: entry.code,
        label: `${entry.name} (${entry.code})`,
      })),
      counts: countOptions(tickets.maxPerOrderLine),
    };
  }, [forms, tickets, cruises, dialCodes]);
  const { form, submission, prepare } = useRegistrationForm(
    loadSchema,
    defaults,
    async (order: Parsed) => {
      setSentOrder(priceOrder(order, orderContent));
      return sendRegistration(ticketEmails(order, { lang, forms, order: orderContent }));
    },
    'ticket',
  );
  const { register, formState, control } = form;
  const errors = formState.errors;
  const { ref: countryCodeRef, ...countryCodeField } = register('countryCode');
  const dialCode = useChosenOption(countryCodeRef);
  const [ticketChoices, cruiseChoices] = useWatch({ control, name: ['tickets', 'cruises'] });
  const order = priceOrder(
    {
      tickets: ticketChoices.map(Number),
      cruises: cruiseChoices.map((choice) => ({ pax: Number(choice.pax), tripTime: choice.tripTime })),
    },
    orderContent,
  );
  const orderEmpty = order.tickets.length === 0 && order.cruises.length === 0;
  // The schema reports "nothing chosen" on a path that is not a field; show it while it is still true.
  const orderError = (errors as { order?: FieldError }).order?.message;
  const summaryHeadingId = useId();

  return (
    <FormSection heading={copy.heading} intro={copy.intro}>
      <RegistrationForm
        label={copy.label}
        windowKey="ticket"
        className={`${formStyles.card} ${styles.layout}`}
        footerClassName={styles.side}
        submission={submission}
        prepare={prepare}
        submitLabel={copy.submit}
        failureMessage={forms.failureMessages.ticket}
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

          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{copy.ticketsLegend}</legend>
            <div className={formStyles.grid}>
              {tickets.categories.map((category, index) => (
                <SelectField
                  key={category.name}
                  id={`tk-ticket-${index}`}
                  label={category.name}
                  hint={
                    category.priceRm === 0
                      ? forms.freeLabel
                      : fill(copy.eachPrice, { price: formatRm(category.priceRm) })
                  }
                  options={counts}
                  registration={register(`tickets.${index}`)}
                />
              ))}
            </div>
          </fieldset>

          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>{copy.cruisesLegend}</legend>
            <p className={styles.note}>{fill(copy.discountNote, { percent: tickets.discountPercent })}</p>
            <div className={styles.cruises}>
              {cruises.map((cruise, index) => {
                const pax = Number(cruiseChoices[index]?.pax ?? 0);
                const tripMissing = pax > 0 && !cruiseChoices[index]?.tripTime;
                return (
                  <div key={cruise.name} className={styles.cruise}>
                    <p className={styles.cruiseName}>{cruise.name}</p>
                    <p className={styles.cruiseFacts}>
                      {fill(copy.cruiseFacts, { price: formatRm(cruise.priceRm), capacity: cruise.capacity })}
                    </p>
                    <div className={styles.cruiseControls}>
                      <SelectField
                        id={`tk-cruise-${index}-pax`}
                        label={fill(copy.cruisePaxLabel, { cruise: cruise.name })}
                        options={counts}
                        registration={register(`cruises.${index}.pax`)}
                      />
                      <SelectField
                        id={`tk-cruise-${index}-trip`}
                        label={fill(copy.cruiseTripLabel, { cruise: cruise.name })}
                        error={tripMissing ? errors.cruises?.[index]?.tripTime?.message : undefined}
                        placeholder={placeholders.tripTime}
                        options={cruise.tripTimes.map((time, tripIndex) => ({
                          value: time,
                          label: cruise.tripTimeLabels[tripIndex] ?? time,
                        }))}
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
