import { z } from 'zod';
import { amount, text, plain, seats } from '../fields';

export const cruisesSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: plain,
      priceRm: amount,
      /** Seats per trip: each sailing, every show day, at each trip time. */
      capacity: seats,
      tripTimes: z.array(plain),
      tripTimeLabels: z.array(text),
      description: text,
    }),
  ),
});
