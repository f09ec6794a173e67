import { z } from 'zod';
import { plain } from '../fields';

export const venuePlanSchema = z.strictObject({
  size: z.strictObject({
    width: z.number().int(),
    height: z.number().int(),
  }),
  facilities: z.array(
    z.strictObject({
      kind: plain,
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  shoreline: plain,
  pontoons: z.array(
    z.strictObject({
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
});
