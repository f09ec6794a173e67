import { z } from 'zod';
import { text, pageLink, plain } from '../fields';

export const exhibitorPerksSchema = z.strictObject({
  benefits: z.strictObject({
    heading: text,
    intro: text,
  }),
  perks: z.array(
    z.strictObject({
      title: text,
      detail: text,
    }),
  ),
  callToAction: z.strictObject({
    heading: text,
    text: text,
    register: z.strictObject({
      path: pageLink,
      label: text,
    }),
    prospectus: z.strictObject({
      href: plain,
      label: text,
    }),
  }),
});
