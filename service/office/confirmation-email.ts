import type { Edition } from '~/content/edition';
import type { IssuedPass } from '~/features/passes/issued-pass';
import { passesParam } from '~/features/passes/pass-email';
import { emailParams, type FormDefinition, type FormOutput } from '~/features/registration/definition';
import type { TemplateParams } from '~/features/registration/email';
import type { Lang } from '~/lib/lang';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { cruiseDays } from '~/routes/ticket/form/cruise-days';
import { ticketVisitorParams } from '~/routes/ticket/form/payload';
import type { TicketOrder } from '~/routes/ticket/form/schema';
import { showDates } from '~/features/lifecycle/show-phase';
import type { Kind } from '../registrations/rules';
import type { ConfirmationTemplate } from '../mail/confirmation-templates';

/**
 * The registrant's confirmation, as the site's form sent it: the same pure modules build its
 * parameters (the form's definition and `emailParams`, the ticket form's `ticketVisitorParams`,
 * the passes' `passesParam`) from the registration's stored values and the content, so a resent
 * confirmation reads as the first one did (docs/decisions/094-office-api-and-resent-confirmations.md).
 * Two things are as they are now rather than as they were: the passes are the ones still good
 * (a changed trip's new boarding pass, not the revoked one), and a ticket order's cruises are
 * where its seats are now.
 */

/** What the confirmations take from the content, per language. */
export type ConfirmationContent = Record<
  Lang,
  Pick<Edition, 'site' | 'shell' | 'forms' | 'countries' | 'tickets' | 'cruises'>
>;

/** The registrant's template of each kind: the form definitions' `emails.visitor.template`. */
export const confirmationTemplateOf = {
  visitor: 'visitorConfirmation',
  exhibitor: 'exhibitorConfirmation',
  conference: 'conferenceVisitor',
  ticket: 'ticketVisitor',
  interest: 'interestConfirmation',
} as const satisfies Record<Kind, ConfirmationTemplate>;

export type ConfirmationInput = {
  reference: string;
  kind: Kind;
  lang: Lang;
  /** The form's values as stored (its schema's output). */
  data: unknown;
  /** Its passes still good, as its answer lists them (the token in the url's fragment). */
  passes: readonly IssuedPass[];
  /** A ticket order's seats now, per cruise: the line's day and trip time. */
  bookings?: readonly { cruise: string; day: string; tripTime: string; pax: number }[];
};

const definitions = {
  visitor: publicVisitorForm,
  exhibitor: exhibitorForm,
  conference: conferenceForm,
  interest: interestForm,
} satisfies Record<Exclude<Kind, 'ticket'>, FormDefinition>;

/** A ticket order with each booked line's day and trip time where its seats are now. */
function orderAsBooked(
  order: TicketOrder,
  cruiseNames: readonly string[],
  bookings: ConfirmationInput['bookings'] = [],
): TicketOrder {
  return {
    ...order,
    cruises: order.cruises.map((line, index) => {
      const booking = bookings.find((candidate) => candidate.cruise === cruiseNames[index]);
      return booking ? { ...line, day: booking.day, tripTime: booking.tripTime } : line;
    }),
  };
}

/** The confirmation's template (the site's name for it) and its parameters. */
export function confirmationEmail(
  { reference, kind, lang, data, passes, bookings }: ConfirmationInput,
  content: ConfirmationContent,
): { template: ConfirmationTemplate; params: TemplateParams } {
  const edition = content[lang];
  const { forms, countries } = edition;
  let params: TemplateParams;
  if (kind === 'ticket') {
    const days = cruiseDays(showDates(edition.site.edition), edition.shell.months);
    const order = orderAsBooked(
      data as TicketOrder,
      edition.cruises.map((cruise) => cruise.name),
      bookings,
    );
    params = ticketVisitorParams(order, {
      lang,
      forms,
      order: { tickets: edition.tickets, cruises: edition.cruises, days },
    });
  } else {
    const nextEditionYear = String(edition.site.nextEdition.year);
    // As the register-interest form gives them (register-interest-form.tsx).
    const context = { lang, nextEdition: `${edition.site.shortName} ${nextEditionYear}`, nextEditionYear };
    const definition: FormDefinition = definitions[kind];
    params = emailParams(definition, 'visitor', data as FormOutput<FormDefinition>, { context, forms, countries });
  }
  // As the outbox sends it: every kind but the interest form's carries its passes (send-registration.ts).
  const withPasses = kind !== 'interest';
  return {
    template: confirmationTemplateOf[kind],
    params: {
      ...params,
      ...(withPasses
        ? { passes: passesParam(passes, { intro: forms.copy.passes.emailIntro, titles: forms.passTitles }) }
        : {}),
      submissionId: reference,
    },
  };
}
