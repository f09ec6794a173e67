import { z } from 'zod';
import { amount, text } from '../fields';

export const ticketsSchema = z.strictObject({
  categories: z.array(
    z.strictObject({
      name: text,
      priceRm: amount,
      note: text.optional(),
    }),
  ),
  discountPercent: z.number().int(),
  maxPerOrderLine: z.number().int(),
  freeLabel: text,
  priceTables: z.strictObject({
    heading: text,
    tickets: z.strictObject({
      caption: text,
      category: text,
      price: text,
    }),
    cruises: z.strictObject({
      caption: text,
      cruise: text,
      price: text,
      capacity: text,
      tripTimes: text,
      capacityValue: text,
    }),
    discount: z.strictObject({
      lead: text,
      rest: text,
    }),
  }),
});
