import { readEditions } from '~/content/read-editions.server';
import type { Lang } from '~/lib/lang';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { ticketDefaults } from '~/routes/ticket/form/order';
import { ticketSchema, type TicketValues } from '~/routes/ticket/form/schema';
import { blankValues, type EmailInputs, type FormValues } from './definition';
import { definitionSchema } from './definition-schema';

const editions = readEditions();

/** Every form's schema, defaults and payload context, built from one language's edition. */
export function formKit(lang: Lang = 'en') {
  const edition = editions[lang];
  const { forms, countries } = edition;
  const order = { tickets: edition.tickets, cruises: edition.cruises };
  const schemas = {
    publicVisitor: definitionSchema(publicVisitorForm, forms, countries),
    exhibitor: definitionSchema(exhibitorForm, forms),
    conference: definitionSchema(conferenceForm, forms, countries),
    ticket: ticketSchema(forms, order),
    interest: definitionSchema(interestForm, forms),
  };
  return {
    edition,
    schemas,
    defaults: {
      publicVisitor: blankValues(publicVisitorForm),
      exhibitor: blankValues(exhibitorForm),
      conference: blankValues(conferenceForm),
      ticket: ticketDefaults(order, edition.dialCodes.default),
      interest: blankValues(interestForm),
    },
    ticketContext: { lang, forms, order },
    /** What each definition-built form's e-mails take from the page, as a page in `lang` gives it. */
    emailInputs: {
      publicVisitor: { context: { lang }, forms, countries } satisfies EmailInputs<typeof publicVisitorForm>,
      exhibitor: { context: { lang }, forms } satisfies EmailInputs<typeof exhibitorForm>,
      conference: { context: { lang }, forms, countries } satisfies EmailInputs<typeof conferenceForm>,
      interest: {
        context: {
          lang,
          nextEdition: `${edition.site.shortName} ${edition.site.nextEdition.year}`,
          nextEditionYear: String(edition.site.nextEdition.year),
        },
        forms,
      } satisfies EmailInputs<typeof interestForm>,
    },
  };
}

const english = formKit('en');

/** Valid submissions of each form, as a visitor would type them, for the unit tests. */
export const sampleVisitor: FormValues<typeof publicVisitorForm> = {
  title: 'Ms.',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: 'aisyah@example.com',
  phoneNumber: '+60 12-345 6789',
  company: 'Langkawi Charters',
  designation: 'Director',
  nationality: 'Malaysia',
};

export const sampleExhibitor: FormValues<typeof exhibitorForm> = {
  companyName: 'Straits Marine',
  contactPerson: 'Lee Wei Ming',
  email: 'wei@straits.example',
  phoneNumber: '+65 9123 4567',
  boothSize: '6x3m',
  productCategory: 'Motor yachts',
  additionalRequests: 'Power socket near the pier',
};

export const sampleDelegate: FormValues<typeof conferenceForm> = {
  firstName: 'Nurul',
  lastName: 'Hassan',
  designation: 'Harbour Master',
  company: 'Kedah Ports',
  businessPhone: '+60 4-966 1234',
  mobilePhone: '+60 12-888 7777',
  email: 'nurul@ports.example',
  website: 'www.ports.example',
  country: 'Malaysia',
  agreement: true,
};

export const sampleOrder: TicketValues = {
  ...english.defaults.ticket,
  firstName: 'Tan',
  lastName: 'Mei Ling',
  email: 'mei@example.com',
  countryCode: '+60',
  localNumber: '123456789',
  // Read from the content, so a category or cruise the office adds keeps it valid: two of the
  // next-to-last ticket category and one of the last; on the cruises in turn, two seats on the
  // trip last in the day, none, one seat on the first trip.
  tickets: english.edition.tickets.categories.map((_, index, all) =>
    index === all.length - 2 ? '2' : index === all.length - 1 ? '1' : '0',
  ),
  cruises: english.edition.cruises.map(
    ({ tripTimes }, index) =>
      [
        { pax: '2', tripTime: tripTimes.at(-1)! },
        { pax: '0', tripTime: '' },
        { pax: '1', tripTime: tripTimes[0]! },
      ][index % 3]!,
  ),
};

export const sampleInterest: FormValues<typeof interestForm> = {
  name: 'Farah Aziz',
  email: 'farah@example.com',
  role: 'Exhibitor',
};

/** A schema's messages for `values`, by field path (`cruises.0.tripTime`). */
export function errorsOf(
  schema: {
    safeParse: (values: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  values: unknown,
): Record<string, string> {
  const result = schema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}
