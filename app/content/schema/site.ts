import { z } from 'zod';
import { text, clockTime, isoDate, instant, externalUrl, pageLink, plain } from './fields';

export const siteSchema = z.strictObject({
  shortName: plain,
  fullName: plain,
  tagline: text,
  origin: externalUrl,
  edition: z.strictObject({
    year: z.number().int(),
    startDate: isoDate,
    endDate: isoDate,
    datesLabel: text,
    dailyHours: z.strictObject({
      opens: clockTime,
      closes: clockTime,
    }),
    registration: z.strictObject({
      publicVisitor: z.strictObject({
        opens: instant,
        closes: instant,
      }),
      ticket: z.strictObject({
        opens: instant,
        closes: instant,
      }),
      exhibitor: z.strictObject({
        opens: instant,
        closes: instant,
      }),
      conference: z.strictObject({
        opens: instant,
        closes: instant,
      }),
    }),
  }),
  /** The next edition once the organisers name it: its year, and its dates when set. */
  nextEdition: z.strictObject({
    year: z.number().int(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    datesLabel: text.optional(),
  }),
  /**
   * Editions before the current one, newest first, for the Past editions page. When the site
   * moves to the next edition, the one that ended is added here.
   */
  pastEditions: z.array(
    z.strictObject({
      year: z.number().int(),
      /** Its first and last day: needed once a dated thing is marked as this edition's. */
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      datesLabel: text,
      venue: plain.optional(),
      highlights: pageLink.optional(),
    }),
  ),
  venue: z.strictObject({
    name: plain,
    street: plain,
    area: plain,
    postalCode: plain,
    region: plain,
    island: plain,
    country: plain,
    label: plain,
  }),
  countdownTarget: instant,
  timeZone: z.strictObject({
    name: plain,
    utcOffset: plain,
  }),
  contact: z.strictObject({
    generalEmail: plain,
    whatsappNumberLabel: plain,
    whatsappUrl: externalUrl,
  }),
  social: z.strictObject({
    instagram: externalUrl,
    facebook: externalUrl,
  }),
  organiser: plain,
  accessibilityStandard: text,
});
