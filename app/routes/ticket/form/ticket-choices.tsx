import type { UseFormReturn } from 'react-hook-form';
import type { Edition } from '~/content/edition';
import { formatRm } from '~/lib/format-rm';
import { fill } from '~/lib/lang';
import formStyles from '~/features/registration/form.module.css';
import { SelectField } from '~/features/registration/select-field';
import type { TicketOrder as Parsed, TicketValues } from './schema';

type TicketChoicesProps = {
  forms: Edition['forms'];
  tickets: Edition['tickets'];
  form: UseFormReturn<TicketValues, unknown, Parsed>;
  /** The choices of a count: 0 up to the most one order line may hold. */
  counts: string[];
};

/** How many admission tickets of each category. */
export function TicketChoices({ forms, tickets, form, counts }: TicketChoicesProps) {
  const copy = forms.copy.ticket;
  const { register } = form;

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{copy.ticketsLegend}</legend>
      <div className={formStyles.grid}>
        {tickets.categories.map((category, index) => (
          <SelectField
            key={category.name}
            id={`tk-ticket-${index}`}
            label={category.name}
            hint={
              category.priceRm === 0 ? forms.freeLabel : fill(copy.eachPrice, { price: formatRm(category.priceRm) })
            }
            options={counts}
            registration={register(`tickets.${index}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
