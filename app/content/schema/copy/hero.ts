import { z } from 'zod';
import { text, pageLink } from '../fields';

export const heroSchema = z.strictObject({
  intervalMs: z.number().int(),
  copy: z.strictObject({
    eyebrow: text,
    lead: text,
    actions: z.array(
      z.strictObject({
        label: text,
        to: pageLink,
        primary: z.boolean(),
      }),
    ),
    planVisit: z.strictObject({
      label: text,
      to: pageLink,
    }),
    slideshow: z.strictObject({
      label: text,
      roleDescription: text,
      slideRoleDescription: text,
      slideLabel: text,
      showSlide: text,
      pause: text,
      play: text,
    }),
  }),
});
