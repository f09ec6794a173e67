import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { Field } from '~/components/field';
import { cruises } from '~/content/cruises';
import { dialCodes } from '~/content/dial-codes';
import { failureMessages, formCopy, maxLengths } from '~/content/forms';
import { ticketCategories, ticketHolderDiscountPercent } from '~/content/tickets';
import { FailureAlert, FormStatus, SubmitButton, SuccessDialog } from '../form-parts';
import { FormSection } from '../form-section';
import formStyles from '../form.module.css';
import { useChosenOption } from '../use-chosen-option';
import { useSubmission } from '../use-submission';
import { formatRm, priceOrder, type Order } from './order';
import { OrderSummary } from './order-summary';
import {
  countOptions,
  digitsOnly,
  ticketDefaults,
  ticketSchema,
  type TicketOrder as Parsed,
  type TicketValues,
} from './schema';
import { sendTicketOrder } from './send';
import styles from './ticket-order.module.css';

const priceLabel = (priceRm: number) => (priceRm === 0 ? formCopy.ticket.free : `${formatRm(priceRm)} each`);

function TicketOrderForm() {
  const form = useForm<TicketValues, unknown, Parsed>({
    resolver: zodResolver(ticketSchema),
    defaultValues: ticketDefaults,
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [sentOrder, setSentOrder] = useState<Order | null>(null);
  const submission = useSubmission(form, ticketDefaults, async (order: Parsed) => {
    setSentOrder(priceOrder(order));
    return sendTicketOrder(order);
  });
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
  const copy = formCopy.ticket;

  return (
    <>
      <form
        className={`${formStyles.card} ${styles.layout}`}
        onSubmit={(event) => {
          dialCode.remember();
          submission.onSubmit(event);
        }}
        aria-label="Ticket and cruise order"
      >
        <div className={formStyles.grid}>
          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>Your details</legend>
            <div className={formStyles.grid}>
              <Field id="tk-first-name" label="First name" error={errors.firstName?.message}>
                {(props) => (
                  <input {...props} {...register('firstName')} autoComplete="given-name" maxLength={maxLengths.name} />
                )}
              </Field>
              <Field id="tk-last-name" label="Last name" error={errors.lastName?.message}>
                {(props) => (
                  <input {...props} {...register('lastName')} autoComplete="family-name" maxLength={maxLengths.name} />
                )}
              </Field>
              <Field id="tk-email" label="Email" error={errors.email?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...register('email')}
                    type="email"
                    autoComplete="email"
                    maxLength={maxLengths.email}
                  />
                )}
              </Field>
              <div className={styles.phone}>
                <Field id="tk-country-code" label="Country code">
                  {(props) => (
                    <select {...props} {...countryCodeField} ref={dialCode.ref} autoComplete="tel-country-code">
                      {dialCodes.map((entry) => (
                        <option key={entry.region} value={entry.code}>
                          {entry.name} ({entry.code})
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  id="tk-local-number"
                  label="Mobile number"
                  error={errors.localNumber?.message}
                  hint="Digits only"
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
            <legend className={formStyles.legend}>Entrance tickets</legend>
            <div className={formStyles.grid}>
              {ticketCategories.map((category, index) => (
                <Field
                  key={category.name}
                  id={`tk-ticket-${index}`}
                  label={category.name}
                  hint={priceLabel(category.priceRm)}
                >
                  {(props) => (
                    <select {...props} {...register(`tickets.${index}`)}>
                      {countOptions.map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              ))}
            </div>
          </fieldset>

          <fieldset className={formStyles.fieldset}>
            <legend className={formStyles.legend}>Cruise packages</legend>
            <p className={styles.note}>
              Ticket holders get {ticketHolderDiscountPercent}% off selected F&amp;B, merchandise and cruise packages.
            </p>
            <div className={styles.cruises}>
              {cruises.map((cruise, index) => {
                const pax = Number(cruiseChoices[index]?.pax ?? 0);
                const tripMissing = pax > 0 && !cruiseChoices[index]?.tripTime;
                return (
                  <div key={cruise.name} className={styles.cruise}>
                    <p className={styles.cruiseName}>{cruise.name}</p>
                    <p className={styles.cruiseFacts}>
                      {formatRm(cruise.priceRm)} per person · {cruise.capacity} pax capacity per trip
                    </p>
                    <div className={styles.cruiseControls}>
                      <Field id={`tk-cruise-${index}-pax`} label={`${cruise.name} pax`}>
                        {(props) => (
                          <select {...props} {...register(`cruises.${index}.pax`)}>
                            {countOptions.map((count) => (
                              <option key={count} value={count}>
                                {count}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                      <Field
                        id={`tk-cruise-${index}-trip`}
                        label={`${cruise.name} trip time`}
                        error={tripMissing ? errors.cruises?.[index]?.tripTime?.message : undefined}
                      >
                        {(props) => (
                          <select {...props} {...register(`cruises.${index}.tripTime`)}>
                            <option value="">Select a trip time</option>
                            {cruise.tripTimes.map((time) => (
                              <option key={time} value={time}>
                                {time}
                              </option>
                            ))}
                          </select>
                        )}
                      </Field>
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>

        <div className={styles.side}>
          <OrderSummary order={order} headingId={summaryHeadingId} />
          {orderError && orderEmpty ? (
            <p role="alert" className={styles.orderError}>
              {orderError}
            </p>
          ) : null}
          {submission.phase === 'failed' ? (
            <FailureAlert
              message={failureMessages.ticket}
              onRestore={() => {
                submission.restore();
                dialCode.putBack();
              }}
            />
          ) : null}
          <div className={formStyles.actions}>
            <SubmitButton label={copy.submit} sending={submission.sending} />
            <FormStatus phase={submission.phase} />
          </div>
        </div>
      </form>
      <SuccessDialog open={submission.phase === 'sent'} onClose={submission.dismiss} title={copy.successTitle}>
        <p>{copy.successBody}</p>
        {sentOrder ? <OrderSummary order={sentOrder} headingId={`${summaryHeadingId}-sent`} /> : null}
      </SuccessDialog>
    </>
  );
}

/** The ticket form in its titled section, ready to place on a page. */
export function TicketOrder() {
  return (
    <FormSection heading={formCopy.ticket.heading} intro={formCopy.ticket.intro}>
      <TicketOrderForm />
    </FormSection>
  );
}
