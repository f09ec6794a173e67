import type { UseFormReturn } from 'react-hook-form';
import type { Edition } from '~/content/edition';
import { formatRm } from '~/lib/format-rm';
import { fill } from '~/lib/lang';
import formStyles from '~/features/registration/form.module.css';
import { SelectField } from '~/features/registration/select-field';
import type { CruiseDay } from './cruise-days';
import type { TicketOrder as Parsed, TicketValues } from './schema';
import type { SeatsLeft } from './seats-left';
import { tripId } from './trip-id';
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
  /** The show days to book a cruise on; asked only where the registrations service keeps the seats. */
  days?: readonly CruiseDay[];
  /** The seats left per trip, once the service has said. */
  seats?: SeatsLeft;
};

/** Seats on each cruise, and the day and trip time for those chosen. */
export function CruiseChoices({
  forms,
  tickets,
  cruises,
  form,
  counts,
  cruiseChoices,
  days,
  seats,
}: CruiseChoicesProps) {
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
          const choice = cruiseChoices[index];
          const pax = Number(choice?.pax ?? 0);
          const day = choice?.day ?? '';
          // The seats left on each of this line's trips, once a day is chosen and the service has said.
          const left = (time: string) => (seats && day ? seats.get(tripId(cruise.name, day, time)) : undefined);
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
                  error={errors.cruises?.[index]?.pax?.message}
                  options={counts}
                  registration={register(`cruises.${index}.pax`)}
                />
                {days ? (
                  <SelectField
                    id={`tk-cruise-${index}-day`}
                    label={fill(copy.cruiseDayLabel, { cruise: cruise.name })}
                    error={pax > 0 && !day ? errors.cruises?.[index]?.day?.message : undefined}
                    placeholder={placeholders.cruiseDay}
                    options={days}
                    registration={register(`cruises.${index}.day`)}
                  />
                ) : null}
                <SelectField
                  id={`tk-cruise-${index}-trip`}
                  label={fill(copy.cruiseTripLabel, { cruise: cruise.name })}
                  error={pax > 0 && !choice?.tripTime ? errors.cruises?.[index]?.tripTime?.message : undefined}
                  placeholder={placeholders.tripTime}
                  options={cruise.tripTimes.map((time, tripIndex) => {
                    const label = cruise.tripTimeLabels[tripIndex] ?? time;
                    const seatsLeft = left(time);
                    if (seatsLeft === undefined) return { value: time, label };
                    const seatsText = seatsLeft > 0 ? fill(copy.seatsLeft, { left: seatsLeft }) : copy.full;
                    return { value: time, label: `${label} · ${seatsText}`, disabled: seatsLeft === 0 };
                  })}
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
