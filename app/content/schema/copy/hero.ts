import { z } from 'zod';
import { text, pageAction, pageLink } from '../fields';

export const heroSchema = z.strictObject({
  intervalMs: z.number().int(),
  copy: z.strictObject({
    eyebrow: text,
    lead: text,
    actions: z.array(pageAction),
    /** In place of `actions` once the show is over: its forms have closed. */
    endedActions: z.array(pageAction),
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
