import { useId, useMemo, useState } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { FormSection } from '~/features/registration/form-section';
import formStyles from '~/features/registration/form.module.css';
import { RegistrationForm } from '~/features/registration/registration-form';
import { loadSending } from '~/features/outbox/load-outbox';
import { serviceOrigin } from '~/features/registration/service-origin';
import { useChosenOption } from '~/features/registration/use-chosen-option';
import { fill } from '~/lib/lang';
import { useRegistrationForm } from '~/features/registration/use-registration-form';
import { countOptions, priceOrder, ticketDefaults, ticketWindowKey, type Order } from './order';
import { BuyerDetails } from './buyer-details';
import { CruiseChoices } from './cruise-choices';
import type { CruiseDay } from './cruise-days';
import { OrderSummary } from './order-summary';
import { TicketChoices } from './ticket-choices';
import type { TicketOrder as Parsed, TicketValues } from './schema';
import { useSeatsLeft } from './seats-left';
import { tripId } from './trip-id';
import styles from './ticket-order.module.css';

type TicketOrderProps = {
  forms: Edition['forms'];
  tickets: Edition['tickets'];
  cruises: Edition['cruises'];
  dialCodes: Edition['dialCodes'];
  /** The show days, asked for each cruise line only where the registrations service keeps the seats. */
  cruiseDays: readonly CruiseDay[];
};

/** The ticket and cruise order form in its titled section, with a live order summary. */
export function TicketOrder({ forms, tickets, cruises, dialCodes, cruiseDays }: TicketOrderProps) {
  const lang = useLang();
  const copy = forms.copy.ticket;
  const [sentOrder, setSentOrder] = useState<Order | null>(null);
  // A seat is on a cruise on one day: the form asks for the day where the service counts seats.
  const days = serviceOrigin ? cruiseDays : undefined;
  const { orderContent, loadSchema, defaults, counts } = useMemo(() => {
    const orderContent = { tickets, cruises, days };
    const rules = days ? { showDays: days.map((day) => day.value) } : {};
    return {
      orderContent,
      loadSchema: () => import('./schema').then(({ ticketSchema }) => ticketSchema(forms, orderContent, rules)),
      defaults: ticketDefaults(orderContent, dialCodes.default),
      counts: countOptions(tickets.maxPerOrderLine),
    };
  }, [forms, tickets, cruises, dialCodes, days]);
  const seatsLeft = useSeatsLeft();
  const { form, submission, prepare } = useRegistrationForm(
    loadSchema,
    defaults,
    async (order: Parsed, values: TicketValues) => {
      setSentOrder(priceOrder(order, orderContent));
      // What builds the e-mails rides with the validation code, loaded by now (vite.config.ts).
      const [{ ticketEmails }, { sendRegistration }] = await Promise.all([import('./payload'), loadSending()]);
      const outcome = await sendRegistration({
        ...ticketEmails(order, { lang, forms, order: orderContent }),
        record: {
          kind: 'ticket',
          data: values,
          passWords: { intro: forms.copy.passes.emailIntro, titles: forms.passTitles },
        },
      });
      seatsLeft.refresh();
      return outcome;
    },
    ticketWindowKey,
    {
      // The service refused the order for seats a trip no longer has: say so on each line.
      onTripsFull(trips) {
        seatsLeft.learn(trips);
        dialCode.putBack();
        const choices = form.getValues('cruises');
        const refusedLines: number[] = [];
        trips.forEach((trip) => {
          const index = cruises.findIndex(
            (cruise, line) => tripId(cruise.name, choices[line]?.day ?? '', choices[line]?.tripTime ?? '') === trip.id,
          );
          const choice = choices[index];
          const cruise = cruises[index];
          if (!choice || !cruise) return;
          const words = {
            cruise: cruise.name,
            time: cruise.tripTimeLabels[cruise.tripTimes.indexOf(choice.tripTime)] ?? choice.tripTime,
            day: days?.find((day) => day.value === choice.day)?.label ?? choice.day ?? '',
            left: trip.left,
          };
          const message = fill(trip.left > 0 ? forms.messages.tripSeatsShort : forms.messages.tripFull, words);
          form.setError(`cruises.${index}.pax`, { type: 'seats', message });
          refusedLines.push(index);
        });
        // After the form has re-rendered with what was typed: the first line to change.
        const first = Math.min(...refusedLines);
        if (Number.isFinite(first)) requestAnimationFrame(() => form.setFocus(`cruises.${first}.pax`));
      },
    },
  );
  const { register, formState, control } = form;
  const errors = formState.errors;
  // Registered here, before the fields render, so the chosen option is remembered for "Restore my details".
  const dialCode = useChosenOption(register('countryCode').ref);
  const [ticketChoices, cruiseChoices] = useWatch({ control, name: ['tickets', 'cruises'] });
  const order = priceOrder(
    {
      tickets: ticketChoices.map(Number),
      cruises: cruiseChoices.map((choice) => ({ pax: Number(choice.pax), tripTime: choice.tripTime, day: choice.day })),
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
        windowKey={ticketWindowKey}
        className={`${formStyles.card} ${styles.layout}`}
        footerClassName={styles.side}
        submission={submission}
        prepare={prepare}
        submitLabel={copy.submit}
        words={forms.copy}
        failureMessage={forms.failureMessages.ticket}
        beforeSubmit={dialCode.remember}
        onRestore={dialCode.putBack}
        success={{
          title: copy.successTitle,
          body: (
            <>
              <p>{copy.successBody}</p>
              {sentOrder ? (
                <OrderSummary forms={forms} order={sentOrder} headingId={`${summaryHeadingId}-sent`} />
              ) : null}
            </>
          ),
        }}
        beforeFooter={
          <>
            <OrderSummary forms={forms} order={order} headingId={summaryHeadingId} />
            {orderError && orderEmpty ? (
              <p role="alert" className={styles.orderError}>
                {orderError}
              </p>
            ) : null}
          </>
        }
      >
        <div className={formStyles.grid}>
          <BuyerDetails forms={forms} dialCodes={dialCodes} form={form} dialCode={dialCode} />
          <TicketChoices forms={forms} tickets={tickets} form={form} counts={counts} />
          <CruiseChoices
            forms={forms}
            tickets={tickets}
            cruises={cruises}
            form={form}
            counts={counts}
            cruiseChoices={cruiseChoices}
            days={days}
            seats={seatsLeft.seats}
          />
        </div>
      </RegistrationForm>
    </FormSection>
  );
}
