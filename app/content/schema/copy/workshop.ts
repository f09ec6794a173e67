import { z } from 'zod';
import { text, image, pageLink, externalUrl, plain } from '../fields';

export const workshopSchema = z.strictObject({
  poster: image,
  title: text,
  intro: text,
  details: z.array(
    z.strictObject({
      label: text,
      value: text,
    }),
  ),
  howTo: z.strictObject({
    heading: text,
    steps: z.array(text),
    note: text,
  }),
  actions: z.strictObject({
    email: text,
    emailSubject: text,
    whatsapp: plain,
  }),
  sessions: z.strictObject({
    heading: text,
    scheduleKey: plain,
  }),
  scheduleLink: z.strictObject({
    before: text,
    label: text,
    after: plain,
    path: pageLink,
  }),
  contact: z.strictObject({
    email: plain,
    whatsappLabel: plain,
    whatsappUrl: externalUrl,
  }),
});
