import { z } from 'zod';
import { text, pageLink, isoDate, externalUrl, plain } from '../fields';

/** The start of every section of the visit page: its anchor, heading and introduction. */
const section = { id: plain, heading: text, intro: text };

/** A fact of a section; `toConfirm` marks one the organisers have still to confirm. */
const fact = { title: text, text: text, toConfirm: z.boolean().optional() };

export const visitSchema = z.strictObject({
  venue: z.strictObject({
    name: plain,
    address: plain,
    latitude: z.number(),
    longitude: z.number(),
  }),
  openInMaps: z.strictObject({
    label: text,
    href: externalUrl,
  }),
  calendar: z.strictObject({
    label: text,
  }),
  sections: z.strictObject({
    gettingHere: z.strictObject({
      ...section,
      groups: z.array(
        z.strictObject({
          heading: text,
          text: text,
          routes: z.array(
            z.strictObject({
              from: text,
              time: text,
            }),
          ),
        }),
      ),
    }),
    venue: z.strictObject({
      id: plain,
      heading: text,
      intro: text,
      addressLabel: text,
      facts: z.array(
        z.strictObject({
          title: text,
          text: text,
          toConfirm: z.boolean().optional(),
        }),
      ),
    }),
    marinas: z.strictObject({ ...section, facts: z.array(z.strictObject(fact)) }),
    hours: z.strictObject({
      ...section,
      table: z.strictObject({
        caption: text,
        day: text,
        hours: text,
      }),
      days: z.array(
        z.strictObject({
          date: isoDate,
          day: text,
          hours: text,
          note: text.optional(),
          toConfirm: z.boolean().optional(),
        }),
      ),
    }),
    stay: z.strictObject({ ...section, facts: z.array(z.strictObject({ title: text, text: text })) }),
    accessibility: z.strictObject({
      ...section,
      facts: z.array(
        z.strictObject({
          ...fact,
          link: z
            .strictObject({
              label: plain,
              href: plain,
            })
            .optional(),
        }),
      ),
    }),
    bring: z.strictObject({
      ...section,
      items: z.array(text),
    }),
    faq: z.strictObject({
      id: plain,
      heading: text,
      questions: z.array(
        z.strictObject({
          question: text,
          answer: text,
          link: z
            .strictObject({
              label: text,
              to: pageLink,
            })
            .optional(),
          toConfirm: z.boolean().optional(),
        }),
      ),
    }),
  }),
  map: z.strictObject({
    heading: text,
    intro: text,
    searchLabel: text,
    searchPlaceholder: text,
    noMatch: text,
    zoomIn: text,
    zoomOut: text,
    resetZoom: text,
    listHeading: text,
    standLabel: text,
    berthLabel: text,
    showOnMap: text,
    backToList: text,
    selectedStatus: plain,
    emptyStand: text,
    keyboardHint: text,
    placeShown: text,
    zones: z.strictObject({
      entrance: text,
      hall: text,
      pier: text,
      conference: text,
      water: text,
      cruise: text,
      food: text,
      firstAid: text,
      surau: text,
      toilets: text,
      parking: text,
      shuttle: text,
    }),
  }),
});
