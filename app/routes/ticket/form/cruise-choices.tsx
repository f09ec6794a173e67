import type { UseFormReturn } from 'react-hook-form';
import type { Edition } from '~/content/edition';
import { formatRm } from '~/lib/format-rm';
import { fill } from '~/lib/lang';
import formStyles from '~/features/registration/form.module.css';
import { SelectField } from '~/features/registration/select-field';
import type { TicketOrder as Parsed, TicketValues } from './schema';
import styles from './ticket-order.module.css';

type CruiseChoicesProps = {
  forms: Edition['forms'];
  tickets: Edition['tickets'];
  cruises: Edition['cruises'];
  form: UseFormReturn<TicketValues, unknown, Parsed>;
  /** The choices of a count: 0 up to the most one order line may hold. */
  counts: string[];
  /** What the form holds now for each cruise, to ask for a trip time only once seats are chosen. */
  cruiseChoices: TicketValues['cruises'];
};

/** Seats on each cruise, and the trip time for those chosen. */
export function CruiseChoices({ forms, tickets, cruises, form, counts, cruiseChoices }: CruiseChoicesProps) {
  const copy = forms.copy.ticket;
  const { placeholders } = forms;
  const { register, formState } = form;
  const errors = formState.errors;

  return (
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
  );
}
