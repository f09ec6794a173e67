import { z } from 'zod/mini';
import type { Edition } from '~/content/edition';
import { fill } from '~/lib/lang';
import { validators, type FormsContent } from '~/features/registration/fields';
import type { CruiseDay } from './cruise-days';
import { countOptions } from './order';

/** A plus sign, a 1-3 digit code, then 6-14 digits. */
export const phonePattern = /^\+\d{1,3}\d{6,14}$/;

/**
 * What the order form is built from: the tickets and cruises on sale, in the page's language,
 * and the show days a cruise line names, where the form asks for one (a build with the
 * registrations service).
 */
export type OrderContent = { tickets: Edition['tickets']; cruises: Edition['cruises']; days?: readonly CruiseDay[] };

/**
 * What the order is checked against besides its content. `showDays`: the edition's show days
 * (`YYYY-MM-DD`); given, every cruise line with seats must name one as its `day`. The form asks
 * for the day only in a build with the registrations service, and passes them then; the service
 * always does, since a seat is on a cruise on one day (service/registrations/rules.ts).
 */
export type TicketRules = { showDays?: readonly string[] };

export function ticketSchema(forms: FormsContent, { tickets, cruises }: OrderContent, { showDays }: TicketRules = {}) {
  const { requiredText, requiredEmail } = validators(forms);
  const { maxLengths, messages } = forms;
  const counts = countOptions(tickets.maxPerOrderLine);
  const count = z.pipe(
    z
      .string()
      .check(
        z.refine((value) => counts.includes(value), fill(messages.countOutOfRange, { max: tickets.maxPerOrderLine })),
      ),
    z.transform(Number),
  );
  return z
    .object({
      firstName: requiredText(maxLengths.name, messages.firstNameRequired),
      lastName: requiredText(maxLengths.name, messages.lastNameRequired),
      email: requiredEmail(messages.emailRequired),
      countryCode: z.string(),
      localNumber: z.string(),
      tickets: z.array(count).check(z.length(tickets.categories.length)),
      cruises: z
        .array(z.object({ pax: count, tripTime: z.string(), day: z.optional(z.string()) }))
        .check(z.length(cruises.length)),
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
          if (choice && choice.pax > 0 && !cruise.tripTimes.includes(choice.tripTime)) {
            ctx.addIssue({
              code: 'custom',
              path: ['cruises', index, 'tripTime'],
              message: fill(messages.tripTime, { cruise: cruise.name }),
            });
          }
          if (showDays && choice && choice.pax > 0 && !showDays.includes(choice.day ?? '')) {
            ctx.addIssue({
              code: 'custom',
              path: ['cruises', index, 'day'],
              message: fill(messages.cruiseDay, { cruise: cruise.name }),
            });
          }
        });
      }),
    );
}

type Schema = ReturnType<typeof ticketSchema>;
export type TicketValues = z.input<Schema>;
export type TicketOrder = z.output<Schema>;
