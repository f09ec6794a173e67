import { readEditions } from '~/content/read-editions.server';
import type { Lang } from '~/lib/lang';
import { conferenceDefaults, conferenceFields } from '~/routes/conference/form/fields';
import { conferenceSchema, type ConferenceValues } from '~/routes/conference/form/schema';
import { exhibitorDefaults, exhibitorFields } from '~/routes/exhibitor-registration/form/fields';
import { exhibitorSchema, type ExhibitorValues } from '~/routes/exhibitor-registration/form/schema';
import { publicVisitorDefaults, publicVisitorFields } from '~/routes/public-registration/form/fields';
import { publicVisitorSchema, type PublicVisitorValues } from '~/routes/public-registration/form/schema';
import { interestDefaults, interestFields } from '~/routes/register-interest/form/fields';
import type { InterestContext } from '~/routes/register-interest/form/payload';
import { interestSchema, type InterestValues } from '~/routes/register-interest/form/schema';
import { ticketDefaults } from '~/routes/ticket/form/order';
import { ticketSchema, type TicketValues } from '~/routes/ticket/form/schema';

const editions = readEditions();

/** Every form's schema, defaults and payload context, built from one language's edition. */
export function formKit(lang: Lang = 'en') {
  const edition = editions[lang];
  const { forms, countries } = edition;
  const order = { tickets: edition.tickets, cruises: edition.cruises };
  const schemas = {
    publicVisitor: publicVisitorSchema(forms, countries),
    exhibitor: exhibitorSchema(forms),
    conference: conferenceSchema(forms, countries),
    ticket: ticketSchema(forms, order),
    interest: interestSchema(forms),
  };
  return {
    edition,
    schemas,
    defaults: {
      publicVisitor: publicVisitorDefaults(publicVisitorFields(forms, countries)),
      exhibitor: exhibitorDefaults(exhibitorFields(forms)),
      conference: conferenceDefaults(conferenceFields(forms, countries)),
      ticket: ticketDefaults(order, edition.dialCodes.default),
      interest: interestDefaults(interestFields(forms)),
    },
    ticketContext: { lang, forms, order },
    interestContext: {
      lang,
      nextEdition: `${edition.site.shortName} ${edition.site.nextEdition.year}`,
      nextEditionYear: String(edition.site.nextEdition.year),
      roles: forms.roles,
    } satisfies InterestContext,
  };
}

const english = formKit('en');

/** Valid submissions of each form, as a visitor would type them, for the unit tests. */
export const sampleVisitor: PublicVisitorValues = {
  title: 'Ms.',
  firstName: 'Aisyah',
  lastName: 'Rahman',
  email: 'aisyah@example.com',
  phoneNumber: '+60 12-345 6789',
  company: 'Langkawi Charters',
  designation: 'Director',
  nationality: 'Malaysia',
};

export const sampleExhibitor: ExhibitorValues = {
  companyName: 'Straits Marine',
  contactPerson: 'Lee Wei Ming',
  email: 'wei@straits.example',
  phoneNumber: '+65 9123 4567',
  boothSize: '6x3m',
  productCategory: 'Motor yachts',
  additionalRequests: 'Power socket near the pier',
};

export const sampleDelegate: ConferenceValues = {
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
  tickets: ['0', '0', '2', '1'],
  cruises: [
    { pax: '2', tripTime: '4PM-7PM' },
    { pax: '0', tripTime: '' },
    { pax: '1', tripTime: '9AM-11AM' },
  ],
};

export const sampleInterest: InterestValues = {
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
