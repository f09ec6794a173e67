import { z } from 'zod';
import { text, pageLink } from '../fields';

export const navigationSchema = z.strictObject({
  groups: z.array(
    z.strictObject({
      title: text,
      links: z.array(
        z.strictObject({
          label: text,
          to: pageLink,
        }),
      ),
    }),
  ),
  footer: z.array(
    z.strictObject({
      label: text,
      to: pageLink,
    }),
  ),
});
