import { useId, useMemo, useState } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { FormSection } from '~/features/registration/form-section';
import formStyles from '~/features/registration/form.module.css';
import { RegistrationForm } from '~/features/registration/registration-form';
import { sendRegistration } from '~/features/registration/send-registration';
import { useChosenOption } from '~/features/registration/use-chosen-option';
import { useRegistrationForm } from '~/features/registration/use-registration-form';
import { countOptions, priceOrder, ticketDefaults, ticketWindowKey, type Order } from './order';
import { BuyerDetails } from './buyer-details';
import { CruiseChoices } from './cruise-choices';
import { OrderSummary } from './order-summary';
import { TicketChoices } from './ticket-choices';
import { ticketEmails } from './payload';
import type { TicketOrder as Parsed } from './schema';
import styles from './ticket-order.module.css';

type TicketOrderProps = {
  forms: Edition['forms'];
  tickets: Edition['tickets'];
  cruises: Edition['cruises'];
  dialCodes: Edition['dialCodes'];
};

/** The ticket and cruise order form in its titled section, with a live order summary. */
export function TicketOrder({ forms, tickets, cruises, dialCodes }: TicketOrderProps) {
  const lang = useLang();
  const copy = forms.copy.ticket;
  const [sentOrder, setSentOrder] = useState<Order | null>(null);
  const { orderContent, loadSchema, defaults, counts } = useMemo(() => {
    const orderContent = { tickets, cruises };
    return {
      orderContent,
      loadSchema: () => import('./schema').then(({ ticketSchema }) => ticketSchema(forms, orderContent)),
      defaults: ticketDefaults(orderContent, dialCodes.default),
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
    ticketWindowKey,
  );
  const { register, formState, control } = form;
  const errors = formState.errors;
  // Registered here, before the fields render, so the chosen option is remembered for "Restore my details".
  const dialCode = useChosenOption(register('countryCode').ref);
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
          />
        </div>
      </RegistrationForm>
    </FormSection>
  );
}
