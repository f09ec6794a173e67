import { z } from 'zod';
import { text, pageLink, externalUrl, plain, titledCards } from '../fields';

export const strategicSchema = z.strictObject({
  partnerships: titledCards,
  launches: z.strictObject({
    heading: text,
    items: z.array(
      z.strictObject({
        title: text,
        text: text,
      }),
    ),
  }),
  industry: z.strictObject({
    heading: text,
    intro: text,
    preview: z.array(text),
    conferenceLink: z.strictObject({
      path: pageLink,
      label: text,
    }),
    exhibitorListLink: z.strictObject({
      path: pageLink,
      label: text,
    }),
  }),
  vision: z.strictObject({
    heading: text,
    quote: text,
    attribution: text,
    paragraphs: z.array(text),
  }),
  contact: z.strictObject({
    heading: text,
    labels: z.strictObject({
      organiser: text,
      email: text,
      whatsapp: plain,
      address: text,
    }),
    intro: text,
    organiser: plain,
    email: plain,
    whatsappLabel: plain,
    whatsappUrl: externalUrl,
    address: plain,
  }),
});
