import { z } from 'zod';
import { text, pageAction, pageLink, plain } from '../fields';

/** A carousel's link to the page that shows all of it. */
const viewAll = z.strictObject({ label: text, to: pageLink });

export const homeSchema = z.strictObject({
  followUs: z.strictObject({
    label: text,
    networks: z.strictObject({
      instagram: plain,
      facebook: plain,
    }),
  }),
  countdown: z.strictObject({
    heading: text,
    eyebrow: text,
    lead: text,
    expired: text,
    units: z.strictObject({
      days: text,
      hours: text,
      minutes: text,
      seconds: text,
    }),
  }),
  ended: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    highlights: z.strictObject({
      label: text,
      to: pageLink,
    }),
    pastEditions: z.strictObject({
      label: text,
      to: pageLink,
    }),
    next: text,
    datesTba: text,
    interest: z.strictObject({
      label: text,
      to: pageLink,
    }),
  }),
  today: z.strictObject({
    heading: text,
    day: text,
    open: text,
    opensAt: text,
    closedForTheDay: text,
    lastDayOver: text,
    now: text,
    next: text,
    nothingNow: text,
    programme: text,
  }),
  partners: z.strictObject({
    heading: text,
    lead: text,
  }),
  video: z.strictObject({
    heading: text,
    lead: text,
    play: text,
    sources: z.array(
      z.strictObject({
        src: plain,
        type: plain,
      }),
    ),
  }),
  boats: z.strictObject({
    heading: text,
    lead: text,
    viewAll,
    status: text,
  }),
  events: z.strictObject({
    heading: text,
    lead: text,
  }),
  showcase: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    actions: z.array(pageAction),
    /** Once the show is over: the next edition, `{show}`, instead of this one's forms. */
    ended: z.strictObject({
      heading: text,
      lead: text,
      actions: z.array(pageAction),
    }),
  }),
  gallery: z.strictObject({
    heading: text,
    lead: text,
    viewAll,
    status: text,
    loadFailed: text,
    retry: text,
  }),
});
