import { z } from 'zod';
import { text, pageLink, plain } from '../fields';

/** The words every form starts with: its name for the page, heading, introduction and button. */
const formWords = { label: text, heading: text, intro: text, submit: text };

/** A form's success popup. */
const successPopup = { successTitle: text, successBody: text };

export const formsSchema = z.strictObject({
  messages: z.strictObject({
    required: text,
    agreement: text,
    invalidEmail: text,
    firstNameRequired: text,
    lastNameRequired: text,
    emailRequired: text,
    phoneInvalid: text,
    emptyOrder: text,
    tripTime: text,
    cruiseDay: text,
    tripFull: text,
    tripSeatsShort: text,
    countOutOfRange: text,
    tooLong: text,
  }),
  failureMessages: z.strictObject({
    registration: text,
    conference: text,
    ticket: text,
  }),
  maxLengths: z.strictObject({
    name: z.number().int(),
    text: z.number().int(),
    email: z.number().int(),
    phone: z.number().int(),
    url: z.number().int(),
    freeText: z.number().int(),
  }),
  titles: z.array(
    z.strictObject({
      value: plain,
      label: text,
    }),
  ),
  fieldLabels: z.strictObject({
    title: text,
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    company: text,
    designation: text,
    nationality: text,
    companyName: text,
    contactPerson: text,
    boothSize: text,
    productCategory: text,
    additionalRequests: text,
    businessPhone: text,
    mobilePhone: text,
    website: text,
    country: text,
    countryCode: text,
    localNumber: text,
    name: text,
    role: text,
  }),
  placeholders: z.strictObject({
    title: text,
    nationality: text,
    country: text,
    boothSize: text,
    tripTime: text,
    cruiseDay: text,
    role: text,
    phone: plain,
  }),
  /** "I am a" on the register-interest form: the value is what the office receives. */
  roles: z.array(
    z.strictObject({
      value: plain,
      label: text,
    }),
  ),
  hints: z.strictObject({
    freeText: text,
    digitsOnly: text,
  }),
  boothSizes: z.array(
    z.strictObject({
      value: plain,
      label: text,
    }),
  ),
  copy: z.strictObject({
    sending: text,
    restore: text,
    queued: z.strictObject({
      saved: text,
      cancel: text,
      cancelled: text,
      sentLater: text,
    }),
    /** The passes the registrations service issued, shown with the confirmation and in the registrant's e-mail. */
    passes: z.strictObject({
      heading: text,
      intro: text,
      emailIntro: text,
    }),
    closed: z.strictObject({
      heading: text,
      closedOn: text,
      opensOn: text,
      next: text,
      datesTba: text,
      nextLink: text,
      interest: z.strictObject({
        label: text,
        to: pageLink,
      }),
    }),
    publicVisitor: z.strictObject({
      ...formWords,
      sent: text,
    }),
    interest: z.strictObject({
      ...formWords,
      sent: text,
    }),
    exhibitor: z.strictObject({
      ...formWords,
      ...successPopup,
    }),
    conference: z.strictObject({
      ...formWords,
      termsButton: text,
      agreementLabel: text,
      ...successPopup,
    }),
    ticket: z.strictObject({
      ...formWords,
      ...successPopup,
      summaryHeading: text,
      emptySummary: text,
      totalLabel: text,
      yourDetails: text,
      ticketsLegend: text,
      cruisesLegend: text,
      eachPrice: text,
      cruiseFacts: text,
      discountNote: text,
      cruisePaxLabel: text,
      cruiseTripLabel: text,
      cruiseDayLabel: text,
      seatsLeft: text,
      full: text,
      noTickets: text,
      noCruises: text,
    }),
  }),
  freeLabel: text,
});
