import { z } from 'zod';
import { amount, text, plain } from '../fields';

export const cruisesSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: plain,
      priceRm: amount,
      capacity: amount,
      tripTimes: z.array(plain),
      tripTimeLabels: z.array(text),
      description: text,
    }),
  ),
});
