import { z } from 'zod/mini';
import { cruises } from '~/content/cruises';
import { defaultDialCode } from '~/content/dial-codes';
import { maxLengths, messages } from '~/content/forms';
import { maxPerOrderLine, ticketCategories } from '~/content/tickets';
import { requiredEmail, requiredText } from '../fields';

/** A plus sign, a 1-3 digit code, then 6-14 digits. */
export const phonePattern = /^\+\d{1,3}\d{6,14}$/;

export const countOptions = Array.from({ length: maxPerOrderLine + 1 }, (_, count) => String(count));

const count = z.pipe(
  z.string().check(z.refine((value) => countOptions.includes(value), messages.countOutOfRange(maxPerOrderLine))),
  z.transform(Number),
);

export const ticketSchema = z
  .object({
    firstName: requiredText(maxLengths.name, messages.firstNameRequired),
    lastName: requiredText(maxLengths.name, messages.lastNameRequired),
    email: requiredEmail(messages.emailRequired),
    countryCode: z.string(),
    localNumber: z.string(),
    tickets: z.array(count).check(z.length(ticketCategories.length)),
    cruises: z.array(z.object({ pax: count, tripTime: z.string() })).check(z.length(cruises.length)),
  })
  .check(
    z.superRefine((order, ctx) => {
      if (!phonePattern.test(`${order.countryCode}${order.localNumber}`)) {
        ctx.addIssue({ code: 'custom', path: ['localNumber'], message: messages.phoneInvalid });
      }
      const anyTicket = order.tickets.some((quantity) => quantity > 0);
      const anyCruise = order.cruises.some((cruise) => cruise.pax > 0);
      if (!anyTicket && !anyCruise) {
        ctx.addIssue({ code: 'custom', path: ['order'], message: messages.emptyOrder });
      }
      cruises.forEach((cruise, index) => {
        const choice = order.cruises[index];
        if (choice && choice.pax > 0 && !(cruise.tripTimes as readonly string[]).includes(choice.tripTime)) {
          ctx.addIssue({
            code: 'custom',
            path: ['cruises', index, 'tripTime'],
            message: messages.tripTime(cruise.name),
          });
        }
      });
    }),
  );

export type TicketValues = z.input<typeof ticketSchema>;
export type TicketOrder = z.output<typeof ticketSchema>;

export const ticketDefaults: TicketValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: defaultDialCode,
  localNumber: '',
  tickets: ticketCategories.map(() => '0'),
  cruises: cruises.map(() => ({ pax: '0', tripTime: '' })),
};

/** The local number keeps digits only, as typed. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');
