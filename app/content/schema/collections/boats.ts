import { z } from 'zod';
import { amount, text, image, standRef, plain, entryId, displayOrder } from '../fields';

export const boatsSchema = z.strictObject({
  id: entryId,
  order: displayOrder,
  berth: standRef,
  name: plain,
  type: text,
  /** What the boat is, for its page and for search. */
  description: text,
  builder: plain,
  image: image,
  length: plain,
  guests: z.number().int(),
  crew: z.number().int(),
  infoUrl: plain.optional(),
  featured: z.boolean(),
  /** The asking price of a boat for sale, in ringgit. */
  priceRm: amount.optional(),
});
