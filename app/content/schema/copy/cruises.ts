import { z } from 'zod';
import { text, plain } from '../fields';

export const cruisesSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: plain,
      priceRm: z.number().int(),
      capacity: z.number().int(),
      tripTimes: z.array(plain),
      tripTimeLabels: z.array(text),
      description: text,
    }),
  ),
});
